import Foundation

// The layout pass: after an update, the host runs each custom layout whose inputs changed (the layout value, or
// what its subviews show), as SwiftUI lays out after it updates the views. For each one it keeps the layout's cache
// between passes, by the container's identity: `makeCache(subviews:)` the first time (or when the layout's type
// changed, through `AnyLayout`), `updateCache(_:subviews:)` after, as Apple's documentation of `Layout` says.
// Then it asks `sizeThatFits` for the container's proposal, and `placeSubviews` in bounds of that size at the
// corner a padding on the container moves. MiniUI's own simplifications: one `sizeThatFits` per pass, and the
// container is proposed the screen (393 × 852 points), the lengths of a `.frame(width:height:)` on it, or nothing at
// all under `.fixedSize()`, less a padding on it.

/// A frame, a padding or `.fixedSize()` on a view, as the layout pass reads it.
enum LayoutRecord {
    case frame(width: CGFloat?, height: CGFloat?)
    case padding(EdgeInsets)
    case idealSize

    /// What the view inside `records` (innermost first) is proposed, and where its origin lies, when the outermost
    /// is proposed `proposal` at the origin: a frame proposes the lengths it fixes, a padding takes its insets off and
    /// moves the view by its leading and top insets, `.fixedSize()` proposes nothing. (MiniUI's own simplification:
    /// a frame does not align a smaller view inside it, so it moves nothing.)
    static func inside(_ records: [LayoutRecord], proposal: ProposedViewSize) -> (ProposedViewSize, CGPoint) {
        var proposal = proposal
        var origin = CGPoint.zero
        for record in records.reversed() {
            switch record {
            case .frame(let width, let height):
                if let width { proposal.width = width }
                if let height { proposal.height = height }
            case .padding(let insets):
                proposal.width = proposal.width.map { max(0, $0 - insets.leading - insets.trailing) }
                proposal.height = proposal.height.map { max(0, $0 - insets.top - insets.bottom) }
                origin.x += insets.leading
                origin.y += insets.top
            case .idealSize:
                proposal = .unspecified
            }
        }
        return (proposal, origin)
    }

    /// The size of a view inside `records` for `proposal`: the view itself takes what it is offered (10 points where
    /// nothing is), a frame's lengths replace its own, a padding adds its insets.
    static func size(_ records: [LayoutRecord], for proposal: ProposedViewSize) -> CGSize {
        let (offered, _) = inside(records, proposal: proposal)
        var size = CGSize(width: offered.width ?? 10, height: offered.height ?? 10)
        for record in records {
            switch record {
            case .frame(let width, let height):
                if let width { size.width = width }
                if let height { size.height = height }
            case .padding(let insets):
                size.width += insets.leading + insets.trailing
                size.height += insets.top + insets.bottom
            case .idealSize:
                break
            }
        }
        return size
    }
}

/// What a custom layout's calls did in one pass: the subviews it measured, and where it placed them.
final class LayoutRecorder: @unchecked Sendable {
    var measurements = 0
    var placements: [Int: CGRect] = [:]
}

/// How the host runs one custom layout: opened once from the container's `any Layout`.
struct LayoutRunner {
    /// The layout's type: a cache made by another type is made again.
    let layoutType: ObjectIdentifier
    let name: String
    /// The layout value as written (`TileFlow(spacing: 8.0)`), to tell whether it changed.
    let describe: () -> String
    typealias Run = (
        _ subviews: LayoutSubviews, _ proposal: ProposedViewSize, _ origin: CGPoint, _ cache: inout Any?,
        _ log: LayoutLog
    ) -> CGSize
    let run: Run

    /// The runner for a custom layout; nil for MiniUI's built-in ones, which place nothing.
    static func make(for layout: any Layout) -> LayoutRunner? {
        if let erased = layout as? AnyLayout { return make(for: erased.base) }
        if layout is any _DescribedLayout { return nil }
        return opened(layout)
    }

    private static func opened<L: Layout>(_ layout: L) -> LayoutRunner {
        let name = LayoutName.of(layout)
        let run: Run = { subviews, proposal, origin, stored, log in
            var cache: L.Cache
            if let old = stored as? L.Cache {
                cache = old
                log.call("\(name).updateCache") { layout.updateCache(&cache, subviews: subviews) }
            } else {
                cache = log.call("\(name).makeCache") { layout.makeCache(subviews: subviews) }
            }
            let size = log.call("\(name).sizeThatFits(\(LayoutLog.describe(proposal)))") {
                layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            }
            let bounds = CGRect(origin: origin, size: size)
            log.call("\(name).placeSubviews(in: \(LayoutLog.describe(bounds)))") {
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
            stored = cache
            return size
        }
        return LayoutRunner(
            layoutType: ObjectIdentifier(L.self), name: name, describe: { String(reflecting: layout) }, run: run)
    }
}

/// The calls the host made into custom layouts, with how many times each one measured a subview: a check's
/// tool (`ViewHost.takeLayoutLog()`); SwiftUI has no such log.
final class LayoutLog {
    var lines: [String] = []
    let recorder: LayoutRecorder

    init(recorder: LayoutRecorder) {
        self.recorder = recorder
    }

    func call<T>(_ what: String, _ body: () -> T) -> T {
        let before = recorder.measurements
        let result = body()
        let measured = recorder.measurements - before
        let size = (result as? CGSize).map { " -> \(LayoutLog.describe($0))" } ?? ""
        lines.append("\(what)\(size): measured subviews \(measured) time\(measured == 1 ? "" : "s")")
        return result
    }

    static func describe(_ proposal: ProposedViewSize) -> String {
        "\(proposal.width.map(Renderer.number) ?? "nil") × \(proposal.height.map(Renderer.number) ?? "nil")"
    }

    static func describe(_ size: CGSize) -> String {
        "\(Renderer.number(size.width)) × \(Renderer.number(size.height))"
    }

    static func describe(_ rect: CGRect) -> String {
        "(\(Renderer.number(rect.minX)), \(Renderer.number(rect.minY))), \(describe(rect.size))"
    }
}

/// A layout's cache kept between passes, with the type of the layout that made it.
struct StoredLayoutCache {
    var layoutType: ObjectIdentifier
    var cache: Any?
    /// What the layout was last run on: the layout value, its proposal and its subviews as written.
    var inputs: String
    /// What the last pass wrote on the container's line, then on each subview's.
    var notes: [String?]
}

extension ViewHost {
    /// Runs the custom layouts that an update touched, outermost first.
    func layOut() {
        guard hasCustomLayouts else { return }
        let containers = root.children.flatMap(\.subtree).filter { $0.layoutRunner != nil && !$0.isHidden }
        var kept: [String: StoredLayoutCache] = [:]
        for container in containers {
            guard let runner = container.layoutRunner else { continue }
            let identity = container.identity
            var stored = layoutCaches[identity]
            if stored?.layoutType != runner.layoutType { stored = nil }
            let screen = ProposedViewSize(width: 393, height: 852)
            let (proposal, origin) = LayoutRecord.inside(container.layoutRecords, proposal: screen)
            // SwiftUI reuses the results of a layout whose inputs did not change (Apple's documentation of
            // `makeCache(subviews:)`): the layout value and what its subviews show, compared as written.
            let inputs =
                runner.describe() + " " + LayoutLog.describe(proposal) + "\n"
                + Renderer(showsComposites: true, showsLayoutNotes: false).render(
                    container.children)
            let subviewNodes = Self.layoutSubviews(of: container)
            if let stored, stored.inputs == inputs {
                // The views may have been built again: they keep the places the last pass gave them.
                container.layoutNote = stored.notes.first ?? nil
                for (node, note) in zip(subviewNodes, stored.notes.dropFirst()) { node.layoutNote = note }
                kept[identity] = stored
                continue
            }
            let recorder = LayoutRecorder()
            let subviews = LayoutSubviews(
                subviewNodes.enumerated().map { index, node in
                    LayoutSubview(index: index, records: Self.layoutRecords(of: node), recorder: recorder)
                })
            let log = LayoutLog(recorder: recorder)
            var cache = stored?.cache
            let size = runner.run(subviews, proposal, origin, &cache, log)
            layoutCalls.append(contentsOf: log.lines)
            container.layoutNote = " [proposed \(LayoutLog.describe(proposal)), size \(LayoutLog.describe(size))]"
            let bounds = CGRect(origin: origin, size: size)
            for (index, node) in subviewNodes.enumerated() {
                if let placed = recorder.placements[index] {
                    node.layoutNote = " [at \(LayoutLog.describe(placed))]"
                } else {
                    // MiniUI's own choice: a subview the layout did not place is written at the container's center,
                    // marked as not placed, so that the screen shows the omission.
                    let size = subviews[index].size(for: proposal)
                    let origin = CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
                    node.layoutNote = " [not placed: at \(LayoutLog.describe(CGRect(origin: origin, size: size)))]"
                }
            }
            kept[identity] = StoredLayoutCache(
                layoutType: runner.layoutType, cache: cache, inputs: inputs,
                notes: [container.layoutNote] + subviewNodes.map(\.layoutNote))
        }
        layoutCaches = kept
    }

    /// A container's subviews, flattened as SwiftUI flattens them: each row of a `ForEach`, and each view of a
    /// view's body that holds several. A view (or row) that holds one view is one subview, so its line carries the
    /// placement.
    static func layoutSubviews(of container: Node) -> [Node] {
        container.children.flatMap(flattened)
    }

    private static func flattened(_ node: Node) -> [Node] {
        if node.isHidden && !node.holdsItsPlace { return [] }
        switch node.role {
        case .forEach:
            return node.children.flatMap(flattened)
        case .composite, .anyView, .row:
            return node.children.count == 1 ? [node] : node.children.flatMap(flattened)
        default:
            return [node]
        }
    }

    /// The frames, paddings and `.fixedSize()` around a subview, innermost first, looking through the views with a
    /// body (and rows) that hold a single view.
    static func layoutRecords(of node: Node) -> [LayoutRecord] {
        var records = node.layoutRecords
        var current = node
        while [.composite, .anyView, .row].contains(current.role), current.children.count == 1 {
            current = current.children[0]
            records = current.layoutRecords + records
        }
        return records
    }
}
