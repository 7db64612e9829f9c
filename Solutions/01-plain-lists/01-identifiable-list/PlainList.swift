import MiniUI

/// A list with none of List's default styling: no separators, no row insets, no minimum row height, so
/// each row is exactly the view the caller builds.
///
///     PlainList(readings) { reading in
///         if let celsius = reading.celsius {
///             Text("\(reading.id): \(celsius) °C")
///         }
///     }
///
/// Like `ForEach(_:content:)`, it asks for Identifiable items: each row is identified by its item's `id`.
struct PlainList<Item, Content>: View where Item: Identifiable, Content: View {
    let items: [Item]
    let content: (Item) -> Content

    /// `@ViewBuilder` turns the closure's `if`, `switch` or several views into one view, whose type the
    /// compiler infers as `Content`. `@escaping` because the closure is kept and called each time `body` runs.
    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.items = items
        self.content = content
    }

    var body: some View {
        List {
            ForEach(items) { item in
                // Separators and insets are settings of a row: the List reads them from each row's view.
                content(item)
                    .listRowSeparator(.hidden)
                    .listRowInsets(.init())
            }
        }
        // The style and the minimum row height belong to the List as a whole.
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}
