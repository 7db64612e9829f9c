import Foundation
import MiniUI
import Testing

// The host runs a custom `Layout` as Apple's documentation of the protocol describes (developer.apple.com/
// documentation/swiftui/layout, and the WWDC22 session "Compose custom layouts with SwiftUI"): the container is
// asked its size for a proposal (`sizeThatFits(proposal:subviews:cache:)`), then places its subviews in bounds of
// that size (`placeSubviews(in:proposal:subviews:cache:)`); a cache is made by `makeCache(subviews:)` and, "when
// your layout or its subviews change", updated by `updateCache(_:subviews:)`, whose default makes it again
// (documentation of `updateCache(_:subviews:)`); `ProposedViewSize.unspecified` asks for the ideal size.

/// Places its subviews in one column, each below the one before, and keeps the measured heights.
private struct Column: Layout {
    var gap: CGFloat = 4

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let width = cache.sizes.map(\.width).max() ?? 0
        let height = cache.sizes.map(\.height).reduce(0, +) + gap * CGFloat(max(cache.sizes.count - 1, 0))
        return CGSize(width: proposal.width.map { min($0, width) } ?? width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for (subview, size) in zip(subviews, cache.sizes) {
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(size))
            y += size.height + gap
        }
    }
}

/// Places only its first subview.
private struct FirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

private struct Shelf: View {
    @State private var pots = ["Fern", "Ivy"]
    @State private var checks = 0

    var body: some View {
        Button("Add") { pots.append("Moss") }
        Button("Check") { checks += 1 }
        Text("Checked \(checks)")
        Column {
            ForEach(pots, id: \.self) { pot in
                Text(pot).frame(width: 60, height: 20)
            }
        }
        .frame(width: 300, height: 200)
    }
}

@MainActor
@Suite("Custom layouts: proposals, placements and the cache")
struct LayoutPassTests {
    @Test("the container is proposed its frame's lengths, answers a size, and places each subview in it")
    func proposalsAndPlacements() {
        let screen = ViewHost(Shelf()).screen
        #expect(screen.contains("Column.frame(width: 300, height: 200) [proposed 300 × 200, size 60 × 44]"))
        #expect(screen.contains("row id: \"Fern\" [at (0, 0), 60 × 20]"))
        #expect(screen.contains("row id: \"Ivy\" [at (0, 24), 60 × 20]"))
    }

    @Test(
        "the cache is made once; a change that leaves the layout's inputs alone runs nothing; a new subview updates it")
    func cacheLifecycle() {
        let host = ViewHost(Shelf())
        #expect(
            host.takeLayoutLog() == [
                "Column.makeCache: measured subviews 2 times",
                "Column.sizeThatFits(300 × 200) -> 60 × 44: measured subviews 0 times",
                "Column.placeSubviews(in: (0, 0), 60 × 44): measured subviews 0 times",
            ])
        host.tap("Check")
        #expect(host.takeLayoutLog().isEmpty)
        #expect(host.screen.contains("row id: \"Ivy\" [at (0, 24), 60 × 20]"))
        host.tap("Add")
        #expect(host.takeLayoutLog().first == "Column.updateCache: measured subviews 3 times")
        #expect(host.screen.contains("row id: \"Moss\" [at (0, 48), 60 × 20]"))
    }

    @Test("a padding on the container takes its insets off the proposal and moves the bounds; on a subview it adds")
    func paddings() {
        let screen = ViewHost(
            Column {
                Text("Kale").frame(width: 50, height: 20).padding(5)
            }
            .padding(10)
            .frame(width: 120, height: 100)
        ).screen
        // The bounds given to `placeSubviews` are in the parent's coordinate space (Apple's documentation of
        // `placeSubviews(in:proposal:subviews:cache:)`): inside a padding, their corner is not the origin.
        #expect(screen.contains("Column.padding(10).frame(width: 120, height: 100) [proposed 100 × 80, size 60 × 30]"))
        #expect(screen.contains("Text(\"Kale\").frame(width: 50, height: 20).padding(5) [at (10, 10), 60 × 30]"))
    }

    @Test(".fixedSize() proposes nothing, and the layout answers its ideal size")
    func unspecifiedProposal() {
        let screen = ViewHost(Column { Text("Sage").frame(width: 40, height: 10) }.fixedSize()).screen
        #expect(screen.contains("Column.fixedSize() [proposed nil × nil, size 40 × 10]"))
    }

    @Test("a subview the layout does not place is marked on screen")
    func unplaced() {
        let screen = ViewHost(
            FirstOnly {
                Text("Rose").frame(width: 20, height: 20)
                Text("Lily").frame(width: 20, height: 20)
            }
        ).screen
        #expect(screen.contains("Text(\"Rose\").frame(width: 20, height: 20) [at (0, 0), 20 × 20]"))
        #expect(screen.contains("Text(\"Lily\").frame(width: 20, height: 20) [not placed: at (40, 40), 20 × 20]"))
    }

    @Test("AnyLayout runs the custom layout it wraps, and built-in layouts place nothing")
    func erased() {
        let screen = ViewHost(
            VStack {
                AnyLayout(Column()) { Text("Aloe").frame(width: 30, height: 30) }
                AnyLayout(HStackLayout()) { Text("Palm") }
            }
        ).screen
        #expect(screen.contains("AnyLayout(Column) [proposed 393 × 852, size 30 × 30]"))
        #expect(screen.contains("AnyLayout(HStackLayout)\n"))
    }
}

// Apple's documentation of `AnyLayout`: switching between type-erased layouts does not destroy the subviews' state.
// Apple's documentation of `AnyView`: when the wrapped view's type changes, the old hierarchy is destroyed and a new
// one is created. The branches of an `if` are views of their own (structural identity, WWDC21 "Demystify SwiftUI").

private struct Counter: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

private enum Switching {
    case anyLayout, ifBetweenStacks, anyView
}

private struct Switcher: View {
    let switching: Switching
    @State private var isVertical = false

    var body: some View {
        Toggle("Vertical", isOn: $isVertical)
        switch switching {
        case .anyLayout:
            let layout = isVertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
            layout { Counter(name: "Seeds") }
        case .ifBetweenStacks:
            if isVertical {
                VStack { Counter(name: "Seeds") }
            } else {
                HStack { Counter(name: "Seeds") }
            }
        case .anyView:
            isVertical ? AnyView(VStack { Counter(name: "Seeds") }) : AnyView(HStack { Counter(name: "Seeds") })
        }
    }
}

@MainActor
@Suite("AnyLayout keeps the subviews' state; an if between stacks and an AnyView of stacks do not")
struct AnyLayoutIdentityTests {
    private func tapsAfterSwitching(_ switching: Switching) -> [String] {
        let host = ViewHost(Switcher(switching: switching))
        host.tap("Seeds 0")
        host.toggle("Vertical")
        return host.texts.filter { $0.hasPrefix("Seeds") }
    }

    @Test("a switch through AnyLayout keeps the counter's state")
    func anyLayoutKeepsState() {
        #expect(tapsAfterSwitching(.anyLayout) == ["Seeds 1"])
    }

    @Test("a switch through an if, or an AnyView whose wrapped type changes, starts the counter over")
    func otherSwitchesLoseState() {
        #expect(tapsAfterSwitching(.ifBetweenStacks) == ["Seeds 0"])
        #expect(tapsAfterSwitching(.anyView) == ["Seeds 0"])
    }
}
