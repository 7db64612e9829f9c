import Foundation

extension View {
    /// Activates this view as the source of a drag and drop operation.
    nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        annotated(".draggable")
    }

    /// Activates this view as the source of a drag and drop operation, with a view of your own as the
    /// dragging preview. No dragging in MiniUI: shown as an annotation; the preview is not built.
    nonisolated public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> some View {
        annotated(".draggable(preview:)")
    }

    /// Defines the destination of a drag and drop operation that handles the dropped content.
    nonisolated public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        annotated(".dropDestination")
    }
}
