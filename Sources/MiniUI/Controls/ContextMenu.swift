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

    /// Adds an item-based context menu to a view: a list's or a table's rows, by their selection values.
    /// MiniUI shows the modifier only: it builds no menu and runs no primary action.
    nonisolated public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View {
        annotated(".contextMenu(forSelectionType: \(I.self).self)")
    }
}
