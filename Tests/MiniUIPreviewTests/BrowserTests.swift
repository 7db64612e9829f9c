import Foundation
import MiniUI
import MiniUIPreview
import Testing

/// The pages in a real browser: they load without errors, and the layout holds what the lessons say.
@MainActor
@Suite("Previews in a browser", .serialized, .enabled(if: Browser.path != nil, Comment(rawValue: Browser.missing)))
struct BrowserTests {
    @Test("a plain list's first row starts at the list's left edge; a default list's does not")
    func listInsets() throws {
        let page = PreviewPage(title: "Lists").html(
            Self.rehost(frames(of: plainPlanetList()), as: 1) + Self.rehost(frames(of: defaultPlanetList()), as: 2))
        let load = try Browser.load(
            page,
            probe: Browser.probe(
                """
                facts.lists = [...document.querySelectorAll('.list')].map(list => {
                  const row = list.querySelector('.row');
                  const text = row.querySelector('.text');
                  return {style: list.dataset.style, listLeft: list.getBoundingClientRect().left,
                    textLeft: text.getBoundingClientRect().left, rowHeight: row.getBoundingClientRect().height,
                    rows: list.querySelectorAll('.row').length,
                    separators: list.querySelectorAll('.row > .sep').length,
                    shownSeparators: [...list.querySelectorAll('.row > .sep')]
                      .filter(e => getComputedStyle(e).display != 'none').length};
                });
                """))
        #expect(!load.log.contains("Uncaught"), "console errors: \(load.log)")
        let facts = try #require(Browser.facts(load))
        #expect((facts["errors"] as? [String])?.isEmpty == true)
        let lists = try #require(facts["lists"] as? [[String: Any]])
        try #require(lists.count == 2)
        let plain = lists[0]
        let automatic = lists[1]
        #expect(plain["style"] as? String == ".plain")
        #expect(plain["rows"] as? Int == 3)
        #expect(plain["separators"] as? Int == 0)
        #expect(Self.number(plain["textLeft"]) == Self.number(plain["listLeft"]))
        #expect(automatic["rows"] as? Int == 3)
        // The last row of a section has no separator below it.
        #expect(automatic["separators"] as? Int == 3)
        #expect(automatic["shownSeparators"] as? Int == 2)
        // 16 points of inset-grouped margin and 20 of row inset.
        #expect(Self.number(automatic["textLeft"]) - Self.number(automatic["listLeft"]) == 36)
        #expect(Self.number(automatic["rowHeight"]) >= 44)
    }

    @Test("a horizontal shelf is wider than the screen and scrolls on x")
    func horizontalShelf() throws {
        let page = PreviewPage(title: "Shelf").html(frames(of: swatchShelf()))
        let load = try Browser.load(
            page,
            probe: Browser.probe(
                """
                const scroll = document.querySelector('[data-axis="x"]');
                const screen = document.querySelector('.screen');
                facts.screenWidth = screen.getBoundingClientRect().width;
                facts.clientWidth = scroll.clientWidth;
                facts.scrollWidth = scroll.scrollWidth;
                facts.overflowX = getComputedStyle(scroll).overflowX;
                scroll.scrollLeft = 100;
                facts.scrolledTo = scroll.scrollLeft;
                const swatches = [...scroll.querySelectorAll('.text')].map(e => e.parentElement.getBoundingClientRect());
                facts.gap = swatches[1].left - swatches[0].right;
                facts.swatchWidth = swatches[0].width;
                """))
        #expect(!load.log.contains("Uncaught"), "console errors: \(load.log)")
        let facts = try #require(Browser.facts(load))
        #expect((facts["errors"] as? [String])?.isEmpty == true, "\(facts)")
        #expect(Self.number(facts["screenWidth"]) == 393)
        #expect(Self.number(facts["scrollWidth"]) > Self.number(facts["screenWidth"]))
        #expect(facts["overflowX"] as? String == "auto")
        #expect(Self.number(facts["scrolledTo"]) == 100)
        #expect(Self.number(facts["gap"]) == 16)
        #expect(Self.number(facts["swatchWidth"]) == 80)
    }

    @Test("each frame outlines exactly the views whose bodies the host ran for it")
    func outlinesMatchTheHost() throws {
        let frames = frames(of: TapCounter()) { host in
            host.tap("Tap")
        }
        let load = try Browser.load(
            PreviewPage(title: "Counter").html(frames),
            probe: Browser.probe(
                """
                facts.frames = [...document.querySelectorAll('.frame')].map(frame =>
                  [...frame.querySelectorAll('[data-rendered="true"]')].map(e => e.dataset.view));
                facts.greyed = [...document.querySelectorAll('.frame')].map(frame =>
                  [...frame.querySelectorAll('[data-rendered="false"]')].map(e => e.dataset.view));
                // Drawn above the view's content (a row's white background would hide an outline).
                const mark = getComputedStyle(document.querySelector('[data-rendered="true"]'), '::after');
                facts.outline = mark.borderTopStyle;
                facts.above = mark.zIndex;
                facts.actions = [...document.querySelectorAll('.arrow .action')].map(e => e.textContent);
                """))
        #expect(!load.log.contains("Uncaught"), "console errors: \(load.log)")
        let facts = try #require(Browser.facts(load))
        let outlined = try #require(facts["frames"] as? [[String]])
        #expect(outlined.count == frames.count)
        for (frame, views) in zip(frames, outlined) {
            #expect(Set(views) == Set(frame.rendered))
        }
        #expect(outlined.last.map(Set.init) == ["TapCounter", "CounterValue"])
        #expect((facts["greyed"] as? [[String]])?.last == ["CounterTitle"])
        #expect(facts["outline"] as? String == "solid")
        #expect(facts["above"] as? String == "1")
        #expect(facts["actions"] as? [String] == ["tap “Tap”"])
    }

    @Test("watch's page reloads when its version changes, and keeps the window's and a shelf's scroll positions")
    func reloadKeepsScroll() throws {
        // Two hosts make the page taller than the window; the shelf scrolls sideways in the first phone.
        let frames = Self.rehost(frames(of: swatchShelf()), as: 1) + Self.rehost(frames(of: plainPlanetList()), as: 2)
        let page = PreviewPage(
            title: "Watched", reload: .init(versionFile: "page.version.js", version: "first", interval: 100)
        ).html(frames)
        // The watcher's part: the version script names a newer version (a save while the reader was scrolled)
        // until the page has reloaded, then the page's own.
        let version = "previewVersion(sessionStorage.getItem('reloaded') ? 'first' : 'second');"
        let load = try Browser.load(
            page,
            probe: Browser.probe(
                """
                const shelf = document.querySelector('[data-axis="x"]');
                if (sessionStorage.getItem('probe') === null) {
                  scrollTo(0, 300);
                  shelf.scrollLeft = 120;
                  sessionStorage.setItem('probe', String(scrollY) + ',' + String(shelf.scrollLeft));
                } else {
                  sessionStorage.setItem('reloaded', 'yes');
                  facts.before = sessionStorage.getItem('probe');
                  facts.reloaded = performance.getEntriesByType('navigation')[0].type;
                  facts.y = scrollY;
                  facts.shelf = shelf.scrollLeft;
                }
                """), files: ["page.version.js": version], virtualTimeBudget: 3000)
        #expect(!load.log.contains("Uncaught"), "console errors: \(load.log)")
        let facts = try #require(Browser.facts(load))
        #expect((facts["errors"] as? [String])?.isEmpty == true, "\(facts)")
        #expect(facts["before"] as? String == "300,120", "\(facts)")
        #expect(facts["reloaded"] as? String == "reload")
        #expect(Self.number(facts["y"]) == 300)
        #expect(Self.number(facts["shelf"]) == 120)
    }

    @Test("a page whose version has not changed does not reload")
    func sameVersionStays() throws {
        let page = PreviewPage(
            title: "Watched", reload: .init(versionFile: "page.version.js", version: "v", interval: 100)
        )
        .html(frames(of: swatchShelf()))
        let load = try Browser.load(
            page,
            probe: Browser.probe(
                """
                const count = Number(sessionStorage.getItem('loads') || '0') + 1;
                sessionStorage.setItem('loads', String(count));
                facts.loads = count;
                """), files: ["page.version.js": PreviewPage.Reload.script(version: "v")], virtualTimeBudget: 2000)
        let facts = try #require(Browser.facts(load))
        #expect(facts["loads"] as? Int == 1)
    }

    static func number(_ value: Any?) -> Double {
        ((value as? NSNumber)?.doubleValue ?? .nan).rounded()
    }

    /// The same frames as if another host had written them, so that two views share one page.
    static func rehost(_ frames: [Snapshots.Frame], as host: Int) -> [Snapshots.Frame] {
        frames.map { frame in
            var frame = frame
            frame.host = host
            return frame
        }
    }
}
