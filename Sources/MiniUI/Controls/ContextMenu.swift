import Foundation

extension View {
    /// Adds a context menu with a custom preview to a view; MiniUI lists the items below the view.
    nonisolated public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> some View {
        contextMenu(menuItems: menuItems)
    }
    /// Adds a context menu to a view; MiniUI lists its items (tappable) below the view.
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(LayerModifier(name: "contextMenu", layer: menuItems()))
    }
}
