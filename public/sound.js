// Planisfero's optional sounds (src/ui/sound.rs): synthesized with WebAudio, loaded only
// once the player turns them on (by journal.js's self.planisferoSound), which then calls
// self.planisferoPlay(kind).
'use strict';
(() => {
let ctx = null;
function tone(t, f, d, type, v) {
  const o = ctx.createOscillator(), g = ctx.createGain();
  o.type = type; o.frequency.setValueAtTime(f, t);
  g.gain.setValueAtTime(v, t); g.gain.exponentialRampToValueAtTime(0.001, t + d);
  o.connect(g).connect(ctx.destination); o.start(t); o.stop(t + d);
}
function noise(t, d, v) {
  const n = Math.floor(ctx.sampleRate * d), b = ctx.createBuffer(1, n, ctx.sampleRate);
  const a = b.getChannelData(0);
  for (let i = 0; i < n; i++) a[i] = (Math.random() * 2 - 1) * (1 - i / n);
  const s = ctx.createBufferSource(), g = ctx.createGain();
  s.buffer = b; g.gain.value = v; s.connect(g).connect(ctx.destination); s.start(t);
}
self.planisferoPlay = (kind) => {
  const A = self.AudioContext || self.webkitAudioContext;
  if (!A || !['dice', 'conquest', 'end'].includes(kind)) return;
  ctx = ctx || new A();
  if (ctx.state === 'suspended') ctx.resume();
  const t = ctx.currentTime;
  if (kind === 'dice') {
    // Three clicks of dice on the table.
    for (let i = 0; i < 3; i++) noise(t + i * 0.07, 0.05, 0.35);
  } else if (kind === 'conquest') {
    [392, 523.3, 659.3].forEach((f, i) => tone(t + i * 0.09, f, 0.22, 'triangle', 0.2));
  } else if (kind === 'end') {
    [523.3, 659.3, 784, 1046.5].forEach((f, i) => tone(t + i * 0.16, f, 0.5, 'square', 0.08));
  }
};
})();
