// wrong: labels the data argument of the key-path initializer data:, and leaves the Identifiable one unlabelled
// rejected-by: accepts-any-random-access-collection
// misconception: SwiftUI never labels the data argument: callers write `PlainList(stops)` as they write
// misconception: `ForEach(stops)`. The compiler's fix-it, which inserts `data:` at each call, points the wrong way:
// misconception: the callers are right, and the fix belongs in the declaration, `_ data: Data` in every initializer
// misconception: that takes the data.
// misconception-ja: SwiftUI はデータの引数にラベルを付けず、呼び出し側は `ForEach(stops)` と同じように `PlainList(stops)`
// misconception-ja: と書きます。呼び出しごとに `data:` を挿入するというコンパイラの修正案は向きが逆です。正しいのは
// misconception-ja: 呼び出し側で、直すべきは宣言です。データを受け取るどのイニシャライザでも `_ data: Data` とします。
// lesson: #the-idea
// The Identifiable shortcut still reads `PlainList(stops)`, and it calls the key-path initializer with the label
// it now has; every caller that names an id, `PlainList(1...3, id: \.self)`, is told to add `data:`.
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

    init(data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
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
        self.init(data: data, id: \.id, content: content)
    }
}
