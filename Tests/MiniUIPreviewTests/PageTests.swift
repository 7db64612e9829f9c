import Foundation
import MiniUI
import MiniUIPreview
import Testing

@MainActor
@Suite("Preview pages")
struct PageTests {
    @Test("the page stands alone: no scripts, fonts, images or styles from elsewhere")
    func selfContained() {
        let page = PreviewPage(title: "Counter").html(frames(of: TapCounter()) { $0.tap("Tap") })
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        for outside in ["http://", "https://", "<script", "<link", "@import", "url("] {
            #expect(!page.contains(outside), "the page contains \(outside)")
        }
    }

    @Test("one frame per step, the action under each arrow, the reference beside when asked")
    func storyboard() {
        let frames = frames(of: TapCounter()) { host in
            host.tap("Tap")
            host.tap("Tap")
        }
        let page = PreviewPage(title: "Counter").html(frames, reference: frames)
        #expect(page.components(separatedBy: "<figure class=\"frame\"").count - 1 == 6)
        #expect(page.components(separatedBy: "tap “Tap”").count - 1 == 4)
        #expect(page.contains("data-run=\"reference\""))
        #expect(PreviewPage(title: "Counter", reloadEvery: 1).html(frames).contains("http-equiv=\"refresh\""))
    }

    @Test("text is escaped")
    func escaping() {
        let page = PreviewPage(title: "<b>").html(frames(of: Text("a < b & \"c\"")))
        #expect(page.contains("a &lt; b &amp; &quot;c&quot;"))
        #expect(page.contains("<title>&lt;b&gt;</title>") && !page.contains("<title><b>"))
    }
}
