// A tide pool field guide: the scroll views topic audited against iOS 18's documentation (a scroll position
// bound to an id, geometry and phase callbacks, target visibility, anchor roles, indicator flashes, a custom
// scroll target behavior and a type-erased one, view-aligned limits, the scroll environment values).
import MiniUI

struct Creature: Identifiable, Hashable {
    let id: String
    var zone: String
}

/// Settles on whole card widths, a quarter of the pool's width each.
struct CardWidthSnapping: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let card = context.containerSize.width / 4
        target.rect.origin.x = (target.rect.minX / card).rounded() * card
        if context.axes.contains(.vertical), context.contentSize.height < context.containerSize.height {
            target.anchor = .top
        }
        if !context.isScrollEnabled { target.rect = context.originalTarget.rect }
    }
}

struct TidePoolGuide: View {
    let creatures = ["anemone", "hermit crab", "limpet", "sea star", "sculpin"].map { Creature(id: $0, zone: "low") }
    @State private var position = ScrollPosition(idType: String.self)
    @State private var visible: [String] = []
    @State private var isSettled = true
    @State private var nearEnd = false
    @State private var bannerShown = false
    @State private var compact = true
    @Environment(\.isScrollEnabled) private var isScrollEnabled
    @Environment(\.verticalScrollIndicatorVisibility) private var indicators
    @Environment(\.scrollDismissesKeyboardMode) private var keyboardMode
    @Environment(\.verticalScrollBounceBehavior) private var bounce

    private var snapping: AnyScrollTargetBehavior {
        compact
            ? AnyScrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
            : AnyScrollTargetBehavior(CardWidthSnapping())
    }

    var body: some View {
        VStack {
            Text("Seen: \(visible.joined(separator: ", "))")
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(creatures) { creature in
                        Text(creature.id)
                            .id(creature.id)
                            .onScrollVisibilityChange(threshold: 0.8) { shown in
                                if shown, creature.id == creatures.last?.id { nearEnd = true }
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(snapping)
            .scrollPosition($position, anchor: .center)
            .onScrollTargetVisibilityChange(idType: String.self, threshold: 0.6) { ids in visible = ids }
            .onScrollPhaseChange { _, newPhase in isSettled = !newPhase.isScrolling }
            .onScrollPhaseChange { oldPhase, newPhase, context in
                if oldPhase == .decelerating, newPhase == .idle, context.geometry.contentOffset.x > 200 {
                    bannerShown = true
                }
            }
            .onScrollGeometryChange(for: Bool.self) { geometry in
                geometry.contentOffset.x + geometry.containerSize.width >= geometry.contentSize.width - 40
            } action: { _, atEnd in
                nearEnd = atEnd
            }
            .defaultScrollAnchor(.leading, for: .initialOffset)
            .defaultScrollAnchor(.center, for: .alignment)
            .defaultScrollAnchor(.trailing, for: .sizeChanges)
            .scrollIndicatorsFlash(onAppear: true)
            .scrollIndicatorsFlash(trigger: creatures.count)
            .scrollBounceBehavior(.basedOnSize, axes: .horizontal)
            .scrollClipDisabled()
            .scrollDismissesKeyboard(.interactively)
            .contentMargins(.horizontal, 16, for: .scrollContent)
            .safeAreaPadding(.horizontal, 8)

            Button("Back to the first") {
                withAnimation { position.scrollTo(id: creatures[0].id) }
            }
            Button("To the end") { position.scrollTo(edge: .trailing) }
            Button("Compact cards") { compact.toggle() }
            if let shown = position.viewID(type: String.self), !position.isPositionedByUser {
                Text("Showing \(shown)")
            }
            Text(isScrollEnabled && indicators == .automatic ? "Scrolls" : "Fixed")
            if isSettled, nearEnd, bannerShown {
                Text("End of the pool")
            }
        }
        .environment(\.horizontalScrollIndicatorVisibility, .hidden)
        .environment(\.isScrollEnabled, true)
        .environment(\.horizontalScrollBounceBehavior, .always)
        .environment(\.scrollDismissesKeyboardMode, keyboardMode)
        .environment(\.verticalScrollBounceBehavior, bounce)
    }
}
