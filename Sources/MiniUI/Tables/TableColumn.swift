import Foundation

// `Table`, its columns and rows (SwiftUI 16+ on iOS). MiniUI draws a table as a list: a line naming its
// columns, then one row per value with a cell per column. Rows are selectable as a list's are
// (`host.select(row:)`); the sort order is whatever the binding holds: no header is there to click,
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

#if !canImport(Darwin)
    extension String.StandardComparator {
        /// Foundation's localized standard string comparator, absent from Foundation on Linux: MiniUI's
        /// stands for it and compares lexically.
        public static var localizedStandard: String.StandardComparator { .lexical }
    }
#endif

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

/// A type used to represent table rows.
public protocol TableRowContent<TableRowValue> {
    /// The type of value represented by this table row content.
    associatedtype TableRowValue: Identifiable
    /// The type of content representing the body of this table row content.
    associatedtype TableRowBody

    /// The composition of content that comprise the table row content.
    var tableRowBody: TableRowBody { get }

    /// MiniUI's own: the values of the rows this content stands for.
    func _rowValues() -> [TableRowValue]
}

/// A row that represents a data value in a table.
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    let value: Value

    /// Creates a table row for the given value.
    nonisolated public init(_ value: Value) { self.value = value }
    public var tableRowBody: Never { fatalError("TableRow has no body") }
    public func _rowValues() -> [Value] { [value] }
}

/// A type of table row content that creates table rows created by iterating over a collection.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    let data: Data
    public var tableRowBody: Never { fatalError("TableForEachContent has no body") }
    public func _rowValues() -> [Data.Element] { Array(data) }
}

/// A type of table row content that is built from several sources.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    public typealias TableRowValue = Value
    let values: [Value]
    public var tableRowBody: Never { fatalError("TupleTableRowContent has no body") }
    public func _rowValues() -> [Value] { values }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public var tableRowBody: Never { fatalError("ForEach has no table row body") }
    public func _rowValues() -> [Content.TableRowValue] { data.flatMap { content($0)._rowValues() } }
}

extension ForEach where ID == Data.Element.ID, Content: TableRowContent, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates table rows across updates based on the
    /// identity of the underlying data.
    nonisolated public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue {
        self.data = data
        self.content = content
        self.identify = { $0.id }
    }
}

/// A result builder that creates table row content from closures.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    /// Creates a single row result.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    /// Creates a single row result.
    public static func buildBlock<C: TableRowContent>(_ content: C) -> C where C.TableRowValue == Value {
        content
    }

    /// Creates a row result from 2 sources.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent>(
        _ c0: C0, _ c1: C1
    ) -> TupleTableRowContent<Value, (C0, C1)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value {
        TupleTableRowContent(values: c0._rowValues() + c1._rowValues())
    }

    /// Creates a row result from 3 sources.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableRowContent<Value, (C0, C1, C2)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value {
        TupleTableRowContent(values: c0._rowValues() + c1._rowValues() + c2._rowValues())
    }

    /// Creates a row result from 4 sources.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value {
        TupleTableRowContent(values: c0._rowValues() + c1._rowValues() + c2._rowValues() + c3._rowValues())
    }

    /// Creates a row result from 5 sources.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value
    {
        TupleTableRowContent(
            values: c0._rowValues() + c1._rowValues() + c2._rowValues() + c3._rowValues() + c4._rowValues())
    }

    /// Creates a row result from 6 sources.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
        C5: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value, C5.TableRowValue == Value
    {
        TupleTableRowContent(
            values: c0._rowValues() + c1._rowValues() + c2._rowValues() + c3._rowValues() + c4._rowValues()
                + c5._rowValues())
    }

    /// Creates a row result from 7 sources.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
        C5: TableRowContent, C6: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value
    {
        TupleTableRowContent(
            values: c0._rowValues() + c1._rowValues() + c2._rowValues() + c3._rowValues() + c4._rowValues()
                + c5._rowValues() + c6._rowValues())
    }

    /// Creates a row result from 8 sources.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
        C5: TableRowContent, C6: TableRowContent, C7: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value
    {
        TupleTableRowContent(
            values: c0._rowValues() + c1._rowValues() + c2._rowValues() + c3._rowValues() + c4._rowValues()
                + c5._rowValues() + c6._rowValues() + c7._rowValues())
    }

    /// Creates a row result from 9 sources.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
        C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value,
        C8.TableRowValue == Value
    {
        TupleTableRowContent(
            values: c0._rowValues() + c1._rowValues() + c2._rowValues() + c3._rowValues() + c4._rowValues()
                + c5._rowValues() + c6._rowValues() + c7._rowValues() + c8._rowValues())
    }

    /// Creates a row result from 10 sources.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent,
        C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C9: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value,
        C8.TableRowValue == Value, C9.TableRowValue == Value
    {
        TupleTableRowContent(
            values: c0._rowValues() + c1._rowValues() + c2._rowValues() + c3._rowValues() + c4._rowValues()
                + c5._rowValues() + c6._rowValues() + c7._rowValues() + c8._rowValues() + c9._rowValues())
    }
}

/// A container that presents rows of data arranged in one or more columns, optionally providing the
/// ability to select one or more members.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: Rows
    let columns: Columns
    var selection: ListSelection?
    var sortDescription: (() -> String)?
}

extension Table {
    /// Creates a table that computes its rows based on a collection of identifiable data.
    nonisolated public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// Creates a table that computes its rows based on a collection of identifiable data, and that
    /// supports selecting zero or one row.
    nonisolated public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(single: selection))
    }

    /// Creates a table that computes its rows based on a collection of identifiable data, and that
    /// supports selecting multiple rows.
    nonisolated public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(multiple: selection))
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable data.
    nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sortOrder: sortOrder)
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable data,
    /// and supports selecting zero or one row.
    nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(single: selection),
            sortOrder: sortOrder)
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable data,
    /// and supports selecting multiple rows.
    nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(multiple: selection),
            sortOrder: sortOrder)
    }

    /// Creates a table with the given columns and rows that generates its contents using values of the
    /// given type.
    nonisolated public init(
        of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns())
    }

    /// Creates a table with the given columns and rows that supports selecting zero or one row.
    nonisolated public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(single: selection))
    }

    /// Creates a table with the given columns and rows that supports selecting multiple rows.
    nonisolated public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(multiple: selection))
    }

    /// Creates a sortable table with the given columns and rows.
    nonisolated public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), sortOrder: sortOrder)
    }

    nonisolated init(rows: Rows, columns: Columns, selection: ListSelection? = nil) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.sortDescription = nil
    }

    nonisolated init<Sort: SortComparator>(
        rows: Rows, columns: Columns, selection: ListSelection? = nil, sortOrder: Binding<[Sort]>
    ) {
        self.init(rows: rows, columns: columns, selection: selection)
        self.sortDescription = { "sortOrder: \(sortOrder.wrappedValue.count) comparators" }
    }
}

extension Table: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Table: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let columns = columns._columns()
        let arguments = sortDescription.map { [$0()] } ?? []
        let label = arguments.isEmpty ? "Table" : "Table(\(arguments.joined(separator: ", ")))"
        let table = context.host.node(.list, label, in: context)
        let inside = context.inside(table)
        let header = context.host.node(.generic, "columns", in: inside.child(.role("columns")))
        for (index, column) in columns.enumerated() {
            let cells = context.host.makeNodes(
                for: column.title, in: inside.child(.role("columns")).child(.index(index)))
            if let width = column.width {
                for cell in cells { cell.annotations.append(".\(width)") }
            }
            header.children += cells
        }
        table.children.append(header)
        let selected = selection?.selected() ?? []
        for value in rows._rowValues() {
            let rowContext = inside.child(.id(AnyHashable(value.id)))
            let row = context.host.node(.row, "TableRow", in: rowContext)
            row.rowID = AnyHashable(value.id)
            for (index, column) in columns.enumerated() {
                row.children += context.host.makeNodes(for: column.cell(value), in: rowContext.child(.index(index)))
            }
            if let selection {
                let id = AnyHashable(value.id)
                row.isSelected = selected.contains(id)
                row.controls.choices = [("select", { selection.select(id) })]
            }
            table.children.append(row)
        }
        return [table]
    }
}

/// A type that applies a custom appearance to all tables within a view.
public protocol TableStyle {}

/// The default table style in the current context.
public struct AutomaticTableStyle: TableStyle {
    public init() {}
}

/// The table style that describes the behavior and appearance of a table with its content and selection
/// inset from the table edges.
public struct InsetTableStyle: TableStyle {
    public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The default table style in the current context.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// The table style that describes the behavior and appearance of a table with its content and
    /// selection inset from the table edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension View {
    /// Sets the style for tables within this view.
    nonisolated public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        let name = S.self == InsetTableStyle.self ? ".inset" : ".automatic"
        return modifier(AnnotationModifier(annotation: ".tableStyle(\(name))"))
    }
}
