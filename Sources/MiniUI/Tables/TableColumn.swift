import Foundation

// A table's columns (`Table` itself, its rows and its styles are beside this file). MiniUI draws a table as
// a list: a line naming its columns, then one row per value with a cell per column. Rows are selectable as a
// list's are (`host.select(row:)`); the sort order is whatever the binding holds: no header is there to click,
// so code sorts the data, as it does in SwiftUI.

/// A type that represents a column of a table.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value of rows presented by this column content.
    associatedtype TableRowValue: Identifiable
    /// The type of sort comparator associated with this table column content.
    associatedtype TableColumnSortComparator: SortComparator
    /// The type of content representing the body of this table column content.
    associatedtype TableColumnBody

    /// The composition of content that comprise the table column content.
    var tableColumnBody: TableColumnBody { get }

    /// MiniUI's own: the columns this content stands for, each a title and a cell for a row's value.
    func _columns() -> [_TableColumnCells<TableRowValue>]
}

/// MiniUI's own: one column as the renderer draws it.
public struct _TableColumnCells<RowValue> {
    let title: AnyView
    let cell: (RowValue) -> AnyView
    var width: String?
}

/// A column that displays a view for each row in a table.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent

{
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    let label: Label
    let content: (RowValue) -> Content
    var width: String?

    public var tableColumnBody: Never { fatalError("TableColumn has no body") }

    public func _columns() -> [_TableColumnCells<RowValue>] {
        let content = content
        return [_TableColumnCells(title: AnyView(label), cell: { AnyView(content($0)) }, width: width)]
    }

    /// Creates a fixed width table column that isn't user resizable.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.width = width.map { "width(\(Renderer.number($0)))" }
        return copy
    }

    /// Creates a resizable table column with the provided constraints.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var copy = self
        let parts = [("min", min), ("ideal", ideal), ("max", max)].compactMap { name, value in
            value.map { "\(name): \(Renderer.number($0))" }
        }
        copy.width = parts.isEmpty ? nil : "width(\(parts.joined(separator: ", ")))"
        return copy
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// Creates an unsortable column that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.label = Text(titleKey)
        self.content = content
    }

    /// Creates an unsortable column that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.label = Text(title)
        self.content = content
    }

    /// Creates an unsortable column that displays a string property, and generates its label from a
    /// localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.label = Text(titleKey)
        self.content = { Text($0[keyPath: value]) }
    }

    /// Creates an unsortable column that displays a string property, and generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        self.label = Text(title)
        self.content = { Text($0[keyPath: value]) }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a sortable column that displays a string property, and generates its label from a
    /// localized string key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
        comparator: String.StandardComparator = .localizedStandard
    ) where Content == Text {
        self.label = Text(titleKey)
        self.content = { Text($0[keyPath: value]) }
    }

    /// Creates a sortable column that displays a string property, and generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard
    ) where Content == Text {
        self.label = Text(title)
        self.content = { Text($0[keyPath: value]) }
    }

    /// Creates a sortable column that generates its label from a localized string key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
        comparator: String.StandardComparator = .localizedStandard,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.label = Text(titleKey)
        self.content = content
    }

    /// Creates a sortable column that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.label = Text(title)
        self.content = content
    }

    /// Creates a sortable column for comparable values that generates its label from a localized string key.
    nonisolated public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.label = Text(titleKey)
        self.content = content
    }

    /// Creates a sortable column for comparable values that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.label = Text(title)
        self.content = content
    }
}

extension TableColumn where Label == Text {
    /// Creates a sortable column that generates its label from a localized string key, sorted with
    /// the comparator you give.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort.Compared == RowValue {
        self.label = Text(titleKey)
        self.content = content
    }
}

/// A type that represents the columns of a table, built from several column contents.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    let columns: [_TableColumnCells<RowValue>]
    public var tableColumnBody: Never { fatalError("TupleTableColumnContent has no body") }
    public func _columns() -> [_TableColumnCells<RowValue>] { columns }
}

/// MiniUI's own: an unsortable column standing in a sortable table, with the table's comparator type.
public struct _UnsortableTableColumn<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    let columns: [_TableColumnCells<RowValue>]
    public var tableColumnBody: Never { fatalError("_UnsortableTableColumn has no body") }
    public func _columns() -> [_TableColumnCells<RowValue>] { columns }
}

/// A result builder that creates table column content from closures.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// Passes a column through, so that its row type and sort comparator come from the table: in a
    /// sortable table every column is sortable, as in SwiftUI.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// Lets an unsortable column (`TableColumn("Seen") { … }`, whose comparator is `Never`) sit among
    /// the sortable columns of a sortable table: SwiftUI's sortable builder takes an unsortable
    /// `TableColumn` through a `buildExpression` of its own. It shows its cells and sorts nothing.
    @_disfavoredOverload
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Never, Content, Label>
    ) -> _UnsortableTableColumn<RowValue, Sort> {
        _UnsortableTableColumn(columns: column._columns())
    }

    /// Creates a single column result.
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// Creates a column result from 2 sources.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(
        _ c0: C0, _ c1: C1
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(columns: c0._columns() + c1._columns())
    }

    /// Creates a column result from 3 sources.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(columns: c0._columns() + c1._columns() + c2._columns())
    }

    /// Creates a column result from 4 sources.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(columns: c0._columns() + c1._columns() + c2._columns() + c3._columns())
    }

    /// Creates a column result from 5 sources.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(columns: c0._columns() + c1._columns() + c2._columns() + c3._columns() + c4._columns())
    }

    /// Creates a column result from 6 sources.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Sort, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(
            columns: c0._columns() + c1._columns() + c2._columns() + c3._columns() + c4._columns() + c5._columns())
    }

    /// Creates a column result from 7 sources.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Sort, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(
            columns: c0._columns() + c1._columns() + c2._columns() + c3._columns() + c4._columns() + c5._columns()
                + c6._columns())
    }

    /// Creates a column result from 8 sources.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Sort, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort, C7.TableRowValue == RowValue,
        C7.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(
            columns: c0._columns() + c1._columns() + c2._columns() + c3._columns() + c4._columns() + c5._columns()
                + c6._columns() + c7._columns())
    }

    /// Creates a column result from 9 sources.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
        C8: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Sort, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort, C7.TableRowValue == RowValue,
        C7.TableColumnSortComparator == Sort, C8.TableRowValue == RowValue, C8.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(
            columns: c0._columns() + c1._columns() + c2._columns() + c3._columns() + c4._columns() + c5._columns()
                + c6._columns() + c7._columns() + c8._columns())
    }

    /// Creates a column result from 10 sources.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
        C8: TableColumnContent, C9: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Sort, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Sort, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort, C7.TableRowValue == RowValue,
        C7.TableColumnSortComparator == Sort, C8.TableRowValue == RowValue, C8.TableColumnSortComparator == Sort,
        C9.TableRowValue == RowValue, C9.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(
            columns: c0._columns() + c1._columns() + c2._columns() + c3._columns() + c4._columns() + c5._columns()
                + c6._columns() + c7._columns() + c8._columns() + c9._columns())
    }
}
