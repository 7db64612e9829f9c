import MiniUI

/// A list with none of List's default styling, over any random-access collection, whose rows are identified
/// by a key path the caller gives, as `ForEach(_:id:content:)` does:
///
///     PlainList(["north", "east"], id: \.self) { name in
///         Text(name)
///     }
///     PlainList(stops.dropFirst(), id: \.code) { stop in
///         Text(stop.name)
///     }
///     PlainList(1...3, id: \.self) { number in
///         Text("Platform \(number)")
///     }
///
/// `Data` is the collection's own type (`[Stop]`, `ArraySlice<Stop>`, `ClosedRange<Int>`), kept as it is:
/// a slice or a range is not copied into an array. RandomAccessCollection is what ForEach asks for, so
/// that it can reach any row by its position in constant time, and count the rows without walking them.
/// An item is a `Data.Element`: the collection's associated type takes the place of `Item`.
struct PlainList<Data, ID, Content>: View where Data: RandomAccessCollection, ID: Hashable, Content: View {
    let data: Data
    /// The way from an element to its id: `\.self`, `\.code`, `\.line.name`.
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    var body: some View {
        List {
            ForEach(data, id: id) { element in
                content(element)
                    .listRowSeparator(.hidden)
                    .listRowInsets(.init())
            }
        }
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}

/// For Identifiable elements the key path need not be written, as with `ForEach(stops)`:
///
///     PlainList(stops[1...]) { stop in
///         Text(stop.name)
///     }
///
/// The same two constraints as before, said of `Data.Element`: it is Identifiable, and the list's `ID` is
/// its id type.
extension PlainList where Data.Element: Identifiable, ID == Data.Element.ID {
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
