//! Export a save as a `.json` download, read a file the player picked.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Offers `text` as a download named `filename` (a Blob behind an `<a download>`).
///
/// # Errors
/// What the browser threw.
pub fn download(filename: &str, text: &str) -> Result<(), JsValue> {
    download_as(filename, "application/json", text)
}

/// Offers `text` as a download named `filename`, of MIME type `mime`.
///
/// # Errors
/// What the browser threw.
pub fn download_as(filename: &str, mime: &str, text: &str) -> Result<(), JsValue> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let a: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(filename);
    a.set_hidden(true);
    let body = document
        .body()
        .ok_or_else(|| JsValue::from_str("no body"))?;
    body.append_child(&a)?;
    a.click();
    a.remove();
    // Revoke later: revoking at once can cancel the download in some browsers.
    leptos::prelude::set_timeout(
        move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        std::time::Duration::from_secs(10),
    );
    Ok(())
}

/// The file picked in the `<input type="file">` that `target` (a change event's) is, the
/// input cleared so that the same file can be picked again later; `None` when `target`
/// is no file input or nothing was picked.
pub fn picked(target: Option<web_sys::EventTarget>) -> Option<web_sys::File> {
    let input = target?
        .dyn_into::<web_sys::HtmlInputElement>()
        .ok()
        .filter(|i| i.type_() == "file")?;
    let file = input.files().and_then(|f| f.get(0))?;
    input.set_value("");
    Some(file)
}

/// The text of a file the player picked (a binary file comes out as garbage text, which
/// the save decoder refuses).
///
/// # Errors
/// What the browser threw while reading.
pub async fn read_text(file: web_sys::File) -> Result<String, JsValue> {
    let text = JsFuture::from(file.text()).await?;
    Ok(text.as_string().unwrap_or_default())
}
