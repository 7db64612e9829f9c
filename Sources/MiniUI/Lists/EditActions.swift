import Foundation

/// A set of edit actions on a collection of data that a view can offer to a user (SwiftUI 16+).
///
/// A `List` or `ForEach` over a binding with `editActions:` deletes and moves rows in the bound collection
/// itself; in a ``ViewHost``, `host.delete(row:)` and `host.move(row:to:)` do it.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// An edit action that allows the user to delete one or more elements of a collection.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1) }
}

extension EditActions where Data: MutableCollection {
    /// An edit action that allows the user to move elements of a collection.
    public static var move: EditActions<Data> { EditActions(rawValue: 2) }
}

extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
    /// All the edit actions available on this collection.
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}

extension ForEach {
    /// Creates an instance that uniquely identifies and creates views across updates based on the
    /// identity of the underlying data, and enables the edit actions you give on it.
    nonisolated public init<C>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, Content: View,
        C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable,
        C.Index: Hashable
    {
        self.init(data, content: content)
        if editActions.rawValue & 1 != 0 {
            self.editDelete = { offsets in data.wrappedValue.remove(atOffsets: offsets) }
        }
        if editActions.rawValue & 2 != 0 {
            self.editMove = { offsets, destination in
                data.wrappedValue.move(fromOffsets: offsets, toOffset: destination)
            }
        }
    }
}

extension List where SelectionValue == Never {
    /// Creates a list that computes its rows on demand from an underlying collection of identifiable
    /// data, and enables the edit actions you give on it.
    nonisolated public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, RowContent: View,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }
}

extension HorizontalAlignment {
    /// A guide marking the leading edge of a list row separator.
    public static let listRowSeparatorLeading = HorizontalAlignment(name: ".listRowSeparatorLeading")
    /// A guide marking the trailing edge of a list row separator.
    public static let listRowSeparatorTrailing = HorizontalAlignment(name: ".listRowSeparatorTrailing")
}
