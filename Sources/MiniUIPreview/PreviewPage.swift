import Foundation
import MiniUI

/// Draws the frames MiniUI's hosts wrote (``Snapshots``) as one self-contained HTML page: each host's frames
/// as phone screens, left to right, with the user's action under the arrow between two frames, the views
/// whose bodies ran for a frame outlined and the others greyed, and the runtime warnings of each frame.
///
/// The page needs nothing beyond itself: inline CSS, no fonts, scripts or images from elsewhere.
public struct PreviewPage {
    /// Words the page shows, in the learner's language.
    public struct Words: Sendable {
        public var mounted: String
        public var updated: String
        public var rerendered: String
        public var nothingRerendered: String
        public var warnings: String
        public var yours: String
        public var reference: String
        /// Said where a run wrote no frame (its code did not compile, or it made no ViewHost).
        public var noFrames: String

        public init(
            mounted: String, updated: String, rerendered: String, nothingRerendered: String, warnings: String,
            yours: String, reference: String, noFrames: String
        ) {
            self.noFrames = noFrames
            self.mounted = mounted
            self.updated = updated
            self.rerendered = rerendered
            self.nothingRerendered = nothingRerendered
            self.warnings = warnings
            self.yours = yours
            self.reference = reference
        }

        public static let english = Words(
            mounted: "first screen", updated: "updated", rerendered: "bodies that ran",
            nothingRerendered: "no body ran", warnings: "runtime warnings", yours: "your code",
            reference: "reference solution", noFrames: "No screen: the check showed none.")

        /// A lesson picture's words: none of a language, so one picture serves every lesson page. The views
        /// whose bodies ran are named after an outlined square, as they are outlined on the screen.
        public static let picture = Words(
            mounted: "", updated: "", rerendered: "", nothingRerendered: "–", warnings: "⚠︎", yours: "",
            reference: "", noFrames: "–")
    }

    /// How a page opened beside the editor (`watch --html`) reloads itself: every second it loads
    /// `versionFile` (a script beside the page, `previewVersion("…")`, rewritten after the page on each save);
    /// when that names another version than the page's own, the page keeps its scroll positions (the window's,
    /// each phone screen's, each horizontal shelf's) for the reload and reloads.
    public struct Reload: Sendable {
        /// The version script's file name, relative to the page.
        public var versionFile: String
        /// This page's version.
        public var version: String
        /// Milliseconds between two looks at the version script.
        public var interval: Int

        public init(versionFile: String, version: String, interval: Int = 1000) {
            self.versionFile = versionFile
            self.version = version
            self.interval = interval
        }

        /// The version script's text for `version`.
        public static func script(version: String) -> String {
            "previewVersion(\"\(escapeScript(version))\");\n"
        }
    }

    public var title: String
    public var words: Words
    /// How the page reloads itself when it is rewritten (for `watch --html`), or `nil`.
    public var reload: Reload?
    /// The page's language, as HTML's `lang` names it: `en`, `ja`.
    public var language: String
    /// A lesson's picture: no title, each phone only as tall as its screen's content, the page as small as
    /// its storyboards.
    public var isPicture: Bool

    public init(
        title: String, words: Words = .english, reload: Reload? = nil, language: String = "en", isPicture: Bool = false
    ) {
        self.title = title
        self.language = language
        self.words = words
        self.reload = reload
        self.isPicture = isPicture
    }

    /// The page for one run's frames; with `reference`, the reference solution's frames beside them.
    public func html(_ frames: [Snapshots.Frame], reference: [Snapshots.Frame]? = nil) -> String {
        var body = ""
        if let reference {
            body += "<section class=\"run\" data-run=\"yours\"><h2>\(escapeHTML(words.yours))</h2>"
            body += storyboards(frames) + "</section>"
            body += "<section class=\"run\" data-run=\"reference\"><h2>\(escapeHTML(words.reference))</h2>"
            body += storyboards(reference) + "</section>"
        } else {
            body += "<section class=\"run\" data-run=\"yours\">" + storyboards(frames) + "</section>"
        }
        let script = reload.map { "<script>\(Self.reloadScript($0))</script>" } ?? ""
        let heading = isPicture ? "" : "<h1>\(escapeHTML(title))</h1>"
        let css = isPicture ? Self.css + Self.pictureCSS : Self.css
        return """
            <!DOCTYPE html>
            <html lang="\(escapeHTML(language))"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width">
            <title>\(escapeHTML(title))</title>
            <style>\(css)</style></head>
            <body\(isPicture ? " class=\"picture\"" : "")>\(heading)
            \(body)
            \(script)</body></html>

            """
    }

    /// The scroll positions a reload keeps: the window's, then each of these boxes' in document order.
    static let scrollingBoxes = ".storyboard, .screen, .scroll-x, .scroll-y"

    static func reloadScript(_ reload: Reload) -> String {
        """
        (() => {
          const key = 'miniui-preview-scroll:' + location.pathname;
          const boxes = () => [...document.querySelectorAll('\(scrollingBoxes)')];
          const save = () => sessionStorage.setItem(key, JSON.stringify({x: scrollX, y: scrollY,
            boxes: boxes().map(box => [box.scrollLeft, box.scrollTop])}));
          const saved = JSON.parse(sessionStorage.getItem(key) || 'null');
          if (saved) {
            sessionStorage.removeItem(key);
            boxes().forEach((box, index) => {
              const position = saved.boxes[index];
              if (position) { box.scrollLeft = position[0]; box.scrollTop = position[1]; }
            });
            scrollTo(saved.x, saved.y);
          }
          let reloading = false;
          window.previewVersion = version => {
            if (version === "\(escapeScript(reload.version))" || reloading) return;
            reloading = true;
            save();
            location.reload();
          };
          addEventListener('pagehide', () => { if (!reloading) save(); });
          setInterval(() => {
            const script = document.createElement('script');
            script.src = "\(escapeScript(reload.versionFile))?" + Date.now();
            script.onload = script.onerror = () => script.remove();
            document.head.appendChild(script);
          }, \(reload.interval));
        })();
        """
    }

    private func storyboards(_ frames: [Snapshots.Frame]) -> String {
        if frames.isEmpty { return "<p class=\"no-frames\">\(escapeHTML(words.noFrames))</p>" }
        let hosts = Dictionary(grouping: frames, by: \.host)
        // In a picture, a host with one frame tells no story of re-renders: it is drawn still (no outlines, no
        // caption), and stills stand side by side.
        let stills = isPicture && hosts.values.allSatisfy { $0.count == 1 }
        let boards = hosts.keys.sorted().map { host in
            let frames = hosts[host]!.sorted { $0.index < $1.index }
            let still = isPicture && frames.count == 1
            var html = "<div class=\"storyboard\(still ? " still" : "")\" data-host=\"\(host)\">"
            for (position, frame) in frames.enumerated() {
                if position > 0 {
                    html += "<div class=\"arrow\"><span class=\"glyph\">→</span>"
                    html += "<span class=\"action\">\(escapeHTML(describe(frame.action)))</span></div>"
                }
                html += self.frame(frame, caption: !still)
            }
            return html + "</div>"
        }.joined()
        return stills ? "<div class=\"stills\">\(boards)</div>" : boards
    }

    private func describe(_ action: Snapshots.Action?) -> String {
        guard let action else { return words.updated }
        var text = action.kind
        if !action.label.isEmpty { text += " “\(action.label)”" }
        if let value = action.value { text += ": \(value)" }
        return text
    }

    private func frame(_ frame: Snapshots.Frame, caption: Bool = true) -> String {
        var writer = HTMLWriter(rendered: Set(frame.renderedIdentities))
        let screen = frame.nodes.map { writer.view($0, in: .vertical) }.joined()
        var html = "<figure class=\"frame\" data-index=\"\(frame.index)\">"
        html += "<div class=\"phone\"><div class=\"status\"><span>9:41</span></div>"
        html += "<div class=\"screen\">\(screen)</div></div>"
        guard caption else { return html + "</figure>" }
        html += "<figcaption>"
        if frame.index == 0, !words.mounted.isEmpty { html += "<div class=\"step\">\(escapeHTML(words.mounted))</div>" }
        let names =
            frame.rendered.isEmpty
            ? escapeHTML(words.nothingRerendered) : frame.rendered.map(escapeHTML).joined(separator: ", ")
        let label =
            words.rerendered.isEmpty ? "<span class=\"swatch\"></span>" : "<b>\(escapeHTML(words.rerendered)):</b>"
        html += "<div class=\"rendered\">\(label) <span class=\"names\">\(names)</span></div>"
        if !frame.warnings.isEmpty {
            html += "<div class=\"warnings\"><b>⚠︎ \(escapeHTML(words.warnings))</b><ul>"
            html += frame.warnings.map { "<li class=\"warning\">\(escapeHTML($0))</li>" }.joined() + "</ul></div>"
        }
        return html + "</figcaption></figure>"
    }

    /// A picture's page: as small as its content, phones as tall as their screens' content.
    static let pictureCSS = """
        body.picture{display:inline-block;margin:8px;background:#FFF}
        .picture .storyboard{overflow:visible;padding-bottom:0}
        .picture .run+.run{margin-top:8px}
        .stills{display:flex;gap:32px;align-items:flex-start}
        .still .composite[data-rendered]{--ink:#000}
        .still .composite[data-rendered]::after{display:none}
        .picture .phone{height:auto;min-height:160px;border-radius:55px 55px 16px 16px}
        .picture .screen{overflow:visible;padding-bottom:20px}
        .picture .arrow{margin-top:96px}
        .picture figcaption{font-size:14px}
        .swatch{display:inline-block;width:12px;height:12px;outline:2px solid #FF9500;outline-offset:-2px;
          vertical-align:-1px;margin-right:2px}
        """

    static let css = """
        :root{font-family:-apple-system,BlinkMacSystemFont,"Helvetica Neue",Helvetica,Arial,sans-serif;color:#000}
        body{margin:16px;background:#E5E5EA}
        h1{font-size:20px;margin:0 0 12px}
        h2{font-size:16px;margin:16px 0 8px}
        .storyboard{display:flex;align-items:flex-start;gap:8px;overflow-x:auto;padding-bottom:16px}
        .arrow{display:flex;flex-direction:column;align-items:center;justify-content:center;min-width:96px;
          max-width:140px;align-self:flex-start;margin-top:140px;text-align:center;font-size:13px;color:#3C3C43}
        .arrow .glyph{font-size:32px}
        .frame{margin:0;flex:none}
        .phone{width:393px;height:852px;background:#FFF;border:12px solid #1C1C1E;border-radius:55px;overflow:hidden;
          display:flex;flex-direction:column;box-sizing:content-box}
        .status{height:54px;flex:none;display:flex;align-items:center;padding:0 32px;font-weight:600;font-size:17px}
        .screen{flex:1;overflow:auto;position:relative;display:flex;flex-direction:column;align-items:center;
          --ink:#000}
        .screen>.v{align-self:stretch}
        figcaption{width:417px;font-size:13px;color:#3C3C43;margin-top:8px}
        .warnings{margin-top:6px;color:#B3261E}
        .warnings ul{margin:4px 0;padding-left:18px}
        .v{box-sizing:border-box;position:relative}
        .composite{display:flex;flex-direction:column;align-items:inherit}
        .composite.flat{display:contents}
        .composite:has(>[data-wide]){align-self:stretch}
        .composite[data-rendered="true"]{--ink:#000}
        .composite[data-rendered="true"]::after{content:"";position:absolute;inset:-1px;border:2px solid #FF9500;
          pointer-events:none;z-index:1}
        .composite[data-rendered="false"]{--ink:#AEAEB2}
        .no-frames{color:#3C3C43;font-size:14px}
        .v:has(.toggle,.spacer,.list,.divider,.control,.scroll-x){align-self:stretch}
        .hstack>.v:has(.list,.spacer,.toggle,.control),.hstack>.list{flex:1 1 0;min-width:0}
        .rows>.row:last-child>.sep:not(.top){display:none}
        .text{color:var(--fg,var(--ink));font-size:var(--size,17px);line-height:1.3}
        .button{color:var(--fg,#007AFF);background:none;border:0;padding:0;font:inherit;font-size:var(--size,17px);
          text-align:left}
        .composite[data-rendered="false"] .button{opacity:.45}
        .stack{display:flex}
        .vstack{flex-direction:column}
        .hstack{flex-direction:row;align-items:center}
        .zstack{display:grid}
        .zstack>*{grid-area:1/1}
        .spacer{flex:1 1 0;min-width:8px;min-height:8px}
        .divider{align-self:stretch;border-top:.5px solid #C6C6C8}
        .scroll-x{overflow-x:auto;overflow-y:hidden;align-self:stretch;max-width:100%}
        .scroll-x>*{width:max-content}
        .scroll-y{overflow-y:auto;align-self:stretch}
        .flow{display:contents}
        .image{display:inline-flex;align-items:center;gap:4px;color:var(--fg,#007AFF);font-size:13px}
        .image .glyph{display:inline-block;width:20px;height:20px;border-radius:5px;background:currentColor;opacity:.8}
        .toggle{display:flex;align-items:center;justify-content:space-between;gap:12px;align-self:stretch;color:var(--ink)}
        .switch{width:51px;height:31px;border-radius:16px;background:#E9E9EA;position:relative;flex:none}
        .switch::after{content:"";position:absolute;top:2px;left:2px;width:27px;height:27px;border-radius:50%;
          background:#FFF;box-shadow:0 2px 4px rgba(0,0,0,.2)}
        .switch.on{background:#34C759}
        .switch.on::after{left:22px}
        .control{display:flex;align-items:center;justify-content:space-between;gap:12px;align-self:stretch;color:var(--ink)}
        .control .field{flex:1;border:1px solid #C6C6C8;border-radius:8px;padding:6px 8px;color:#8E8E93}
        .list{align-self:stretch;display:flex;flex-direction:column;background:#FFF}
        .list.inset-grouped,.list.grouped,.list.sidebar,.list.inset{background:#F2F2F7;padding-bottom:16px}
        .section{display:flex;flex-direction:column}
        .list.inset-grouped .rows,.list.inset .rows,.list.sidebar .rows{margin:0 16px;border-radius:10px;overflow:hidden;
          background:#FFF}
        .list.grouped .rows{background:#FFF}
        .list.inset-grouped>.rows,.list.inset>.rows{margin-top:16px}
        .section-header{font-size:13px;color:#6D6D72;text-transform:uppercase;padding:16px 20px 6px 36px}
        .list.plain .section-header{text-transform:none;font-weight:600;color:#000;background:#F2F2F7;padding:4px 20px}
        .section-footer{font-size:13px;color:#6D6D72;padding:6px 36px 0}
        .list.plain .section-footer{padding:6px 20px}
        .row{position:relative;display:flex;flex-direction:column;justify-content:center;align-items:flex-start;
          box-sizing:border-box;background:#FFF}
        .row.selected{background:#D1D1D6}
        .row>.sep{position:absolute;left:var(--sep-left,20px);right:0;bottom:0;border-bottom:.5px solid #C6C6C8}
        .row>.sep.top{top:0;bottom:auto}
        .nav-title{font-size:34px;font-weight:700;padding:4px 16px 8px;align-self:stretch}
        .toolbar{display:flex;justify-content:flex-end;gap:16px;padding:4px 16px;align-self:stretch;color:#007AFF}
        """
}

/// Text for a JavaScript string literal in double quotes, inside a `<script>` element.
func escapeScript(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "<", with: "\\u003C").replacingOccurrences(of: "\n", with: "\\n")
}

/// Text for HTML: `&`, `<`, `>` and `"` escaped (an attribute's value or an element's text).
public func escapeHTML<S: StringProtocol>(_ text: S) -> String {
    var result = ""
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        default: result.append(character)
        }
    }
    return result
}
