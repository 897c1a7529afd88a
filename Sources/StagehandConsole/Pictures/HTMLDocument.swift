/// The frame of a self-contained HTML page: doctype, UTF-8, a title and an inline style sheet;
/// ``HTMLFramePage`` and the storyboard's page fill it.
package enum HTMLDocument {
    /// A page titled `title` (escaped here), with `style` as its style sheet and `body` as its
    /// body, both as given (each ends with its own line break).
    ///
    /// - Parameters:
    ///   - title: the page's title, as plain text.
    ///   - style: the CSS, ending with a line break.
    ///   - body: the body's markup, ending where `</body>` follows.
    package static func page(title: String, style: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(XMLText.escape(title))</title>
        <style>
        \(style)</style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }
}
