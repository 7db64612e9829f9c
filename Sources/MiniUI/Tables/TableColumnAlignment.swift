import Foundation

// A column's alignment, and the visibility of a table's column headers.

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
