import Foundation

// Columns made from a collection (`TableColumnForEach`).

/// A structure that computes columns on demand from an underlying collection of identified data.
public struct TableColumnForEach<
    Data: RandomAccessCollection, ID: Hashable, RowValue: Identifiable, Sort: SortComparator,
    Content: TableColumnContent
>: TableColumnContent where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    let data: Data
    let content: (Data.Element) -> Content

    public var tableColumnBody: Never { fatalError("TableColumnForEach has no body") }

    public func _columns() -> [_TableColumnCells<RowValue>] {
        data.flatMap { content($0)._columns() }
    }

    /// Creates an instance that uniquely identifies and creates table columns across updates based on the
    /// provided key path to the underlying data's identifier.
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
    }
}

extension TableColumnForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates an instance that uniquely identifies and creates table columns across updates based on the
    /// identity of the underlying data.
    nonisolated public init(
        _ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
    ) {
        self.init(data, id: \.id, content: content)
    }
}
