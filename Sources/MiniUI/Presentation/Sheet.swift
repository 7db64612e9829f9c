// Sheets and full-screen covers: the presented content shows below the view that presents it, on a
// line `sheet`, while its binding says so.

struct SheetModifier<Item, SheetContent: View> {
    let name: String
    let item: Binding<Item?>
    let onDismiss: (() -> Void)?
    let content: (Item) -> SheetContent
}

extension SheetModifier: NodeBuildingModifier, ViewModifier {
    typealias Body = Never

    func makeNodes(in context: BuildContext, content build: (BuildContext) -> [Node]) -> [Node] {
        let nodes = build(context)
        let presented = item.wrappedValue
        if let onDismiss, let first = nodes.first {
            // However the sheet goes away (dismiss, the host, or the app setting the binding),
            // onDismiss runs once, after the update that removed it, as in SwiftUI.
            let isShown = presented != nil
            first.watchers["\(name)\(first.watchers.count)"] = ChangeWatcher(
                value: isShown, isEqual: { ($0 as? Bool) == isShown },
                action: { old in if old as? Bool == true, !isShown { onDismiss() } })
        }
        guard let presented else { return nodes }
        let binding = self.item
        return nodes
            + Presentation.node(name, content(presented), in: context) {
                binding.wrappedValue = nil
            }
    }
}

extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(SheetModifier(name: "sheet", item: isPresented.presence, onDismiss: onDismiss) { _ in content() })
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(SheetModifier(name: "sheet", item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents a modal view that covers as much of the screen as possible when a binding to a
    /// Boolean value you provide is true.
    nonisolated public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            SheetModifier(name: "fullScreenCover", item: isPresented.presence, onDismiss: onDismiss) { _ in content() })
    }

    /// Presents a modal view that covers as much of the screen as possible using the binding you
    /// provide as a data source for the sheet's content.
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(SheetModifier(name: "fullScreenCover", item: item, onDismiss: onDismiss, content: content))
    }
}

extension Binding where Value == Bool {
    /// `true` as a present value, `false` as `nil`: a Boolean presentation as an item presentation.
    var presence: Binding<Void?> {
        Binding<Void?>(location: PresenceLocation(base: location))
    }
}

final class PresenceLocation: Location<Void?>, @unchecked Sendable {
    let base: Location<Bool>

    init(base: Location<Bool>) {
        self.base = base
    }

    override func get() -> Void? { base.get() ? () : nil }
    override func set(_ value: Void?) { base.set(value != nil) }
}

extension View {
    /// Presents a popover when a given condition is true. MiniUI presents it as a sheet.
    nonisolated public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(SheetModifier(name: "popover", item: isPresented.presence, onDismiss: nil) { _ in content() })
    }

    /// Presents a popover using the given item as a data source for the popover's content.
    nonisolated public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(SheetModifier(name: "popover", item: item, onDismiss: nil, content: content))
    }
}

/// An attachment anchor for a popover.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}
