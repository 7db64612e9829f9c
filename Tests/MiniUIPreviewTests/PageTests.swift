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
        let reloading = PreviewPage(title: "Counter", reload: .init(versionFile: "p.version.js", version: "v\"1")).html(
            frames)
        #expect(reloading.contains("p.version.js") && reloading.contains("sessionStorage"))
        #expect(reloading.contains("\"v\\\"1\""))
        #expect(PreviewPage.Reload.script(version: "v\"1") == "previewVersion(\"v\\\"1\");\n")
    }

    @Test("a runtime warning shows on the frame where it was raised, and on no other")
    func warningOnItsFrame() {
        struct Writer: View {
            @State private var count = 0
            @State private var armed = false
            var body: some View {
                if armed && count == 0 { count = 1 }
                return VStack {
                    Text("\(count)")
                    Button("Arm") { armed = true }
                }
            }
        }
        let page = PreviewPage(title: "Warnings").html(frames(of: Writer()) { $0.tap("Arm") })
        let figures = page.components(separatedBy: "<figure class=\"frame\"").dropFirst()
        #expect(figures.count == 2)
        #expect(figures.first?.contains("class=\"warning\"") == false)
        #expect(figures.last?.contains("Modifying state during view update") == true)
    }

    @Test("text is escaped")
    func escaping() {
        let page = PreviewPage(title: "<b>").html(frames(of: Text("a < b & \"c\"")))
        #expect(page.contains("a &lt; b &amp; &quot;c&quot;"))
        #expect(page.contains("<title>&lt;b&gt;</title>") && !page.contains("<title><b>"))
    }
}
