import Foundation

extension View {

    /// Adds a context menu with a custom preview to a view; MiniUI lists the items below the view.
    nonisolated public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> some View {
        contextMenu(menuItems: menuItems)
    }
}
