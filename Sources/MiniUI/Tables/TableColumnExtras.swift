import Foundation

// Columns made from a collection (`TableColumnForEach`), a column's alignment, and the visibility of a table's
// column headers.

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

/// Describes the alignment of the content of a table column.
public struct TableColumnAlignment: Equatable, Sendable {
    let name: String
    /// The default column alignment.
    public static var automatic: TableColumnAlignment { TableColumnAlignment(name: ".automatic") }
    /// Leading column alignment.
    public static var leading: TableColumnAlignment { TableColumnAlignment(name: ".leading") }
    /// Center column alignment.
    public static var center: TableColumnAlignment { TableColumnAlignment(name: ".center") }
    /// Trailing column alignment.
    public static var trailing: TableColumnAlignment { TableColumnAlignment(name: ".trailing") }
    /// Column alignment appropriate for numeric content.
    public static var numeric: TableColumnAlignment { TableColumnAlignment(name: ".numeric") }
    /// Column alignment appropriate for numeric content in the given numbering system.
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment {
        TableColumnAlignment(name: ".numeric(\(numberingSystem.identifier))")
    }
}

/// MiniUI's own: columns whose titles carry an annotation, as `.alignment(_:)` and the customization modifiers
/// make them.
public struct _AnnotatedTableColumns<Base: TableColumnContent>: TableColumnContent {
    public typealias TableRowValue = Base.TableRowValue
    public typealias TableColumnSortComparator = Base.TableColumnSortComparator
    public typealias TableColumnBody = Never

    let base: Base
    let annotation: String

    public var tableColumnBody: Never { fatalError("_AnnotatedTableColumns has no body") }

    public func _columns() -> [_TableColumnCells<Base.TableRowValue>] {
        base._columns().map { column in
            var column = column
            column.width = [column.width, annotation].compactMap { $0 }.joined(separator: ".")
            return column
        }
    }
}

extension TableColumnContent {
    /// Sets the alignment of the column, applying to both its column header label and the row view content for
    /// that column (MiniUI: written after the column's title, `.alignment(.numeric)`).
    @MainActor @preconcurrency
    public func alignment(_ alignment: TableColumnAlignment) -> some TableColumnContent<
        Self.TableRowValue, Self.TableColumnSortComparator
    > {
        _AnnotatedTableColumns(base: self, annotation: "alignment(\(alignment.name))")
    }
}

extension View {
    /// Controls the visibility of a `Table`'s column header views (MiniUI: an annotation; the `columns` line is
    /// drawn either way).
    nonisolated public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        annotated(".tableColumnHeaders(.\(visibility))")
    }
}
