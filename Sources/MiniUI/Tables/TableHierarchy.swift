import Foundation

// Tables of hierarchical rows (`Table(_:children:…)`, `DisclosureTableRow`) and tables with customizable columns
// (`TableColumnCustomization` and the column modifiers that name and hide columns). MiniUI draws every row, a
// parent before its children, with no disclosure control, and draws every column: a customization is kept in its
// binding and not applied.

/// An opaque table row type created by a table's hierarchical initializers.
public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    let data: Data
    let children: KeyPath<Data.Element, Data?>

    public var tableRowBody: Never { fatalError("TableOutlineGroupContent has no body") }

    public func _rowValues() -> [Data.Element] {
        data.flatMap { value in
            [value]
                + (value[keyPath: children].map { TableOutlineGroupContent(data: $0, children: children)._rowValues() }
                    ?? [])
        }
    }
}

/// A kind of table row that shows or hides additional rows based on the state of a disclosure control.
public struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>: TableRowContent
where Label.TableRowValue == Content.TableRowValue {
    public typealias TableRowValue = Label.TableRowValue
    let label: Label
    let content: () -> Content

    public var tableRowBody: Never { fatalError("DisclosureTableRow has no body") }

    public func _rowValues() -> [Label.TableRowValue] { label._rowValues() + content()._rowValues() }

    /// Creates a disclosure group with the given value and table rows, and a binding to the expansion state
    /// (expanded or collapsed).
    nonisolated public init<Value>(
        _ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: @escaping () -> Content
    ) where Label == TableRow<Value>, Value == Content.TableRowValue {
        self.label = TableRow(value)
        self.content = content
    }
}

/// A representation of the state of the columns in a table.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    var visibilities: [String: String] = [:]

    /// Creates an empty table column customization.
    public init() {}

    /// The visibility of the column identified by its identifier: `.automatic` unless set.
    public subscript(visibility id: String) -> Visibility {
        get {
            switch visibilities[id] {
            case "visible": .visible
            case "hidden": .hidden
            default: .automatic
            }
        }
        set { visibilities[id] = "\(newValue)" }
    }

    /// Resets the column order back to the default, preserving the customized visibility and size.
    public mutating func resetOrder() {}
}

/// A set of customization behaviors of a column that a table can offer to a user.
public struct TableColumnCustomizationBehavior: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A behavior that allows the column to be reordered by the user.
    public static let reorder = TableColumnCustomizationBehavior(rawValue: 1 << 0)
    /// A behavior that allows the column to be resized by the user.
    public static let resize = TableColumnCustomizationBehavior(rawValue: 1 << 1)
    /// A behavior that allows the column to be hidden or revealed by the user.
    public static let visibility = TableColumnCustomizationBehavior(rawValue: 1 << 2)
    /// All customization behaviors.
    public static var all: TableColumnCustomizationBehavior { [.reorder, .resize, .visibility] }
}

extension TableColumnContent {
    /// Sets the identifier to be associated with a column when persisting its state with
    /// `TableColumnCustomization` (MiniUI: written after the column's title).
    @MainActor @preconcurrency
    public func customizationID(_ id: String) -> some TableColumnContent<
        Self.TableRowValue, Self.TableColumnSortComparator
    > {
        _AnnotatedTableColumns(base: self, annotation: "customizationID(\(String(reflecting: id)))")
    }

    /// Sets the default visibility of a table column (MiniUI: written after the column's title; the column is
    /// drawn whatever its visibility).
    @MainActor @preconcurrency
    public func defaultVisibility(_ visibility: Visibility) -> some TableColumnContent<
        Self.TableRowValue, Self.TableColumnSortComparator
    > {
        _AnnotatedTableColumns(base: self, annotation: "defaultVisibility(.\(visibility))")
    }

    /// Sets the disabled customization behavior for a table column (MiniUI: written after the column's title).
    @MainActor @preconcurrency
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior) -> some TableColumnContent<
        Self.TableRowValue, Self.TableColumnSortComparator
    > {
        _AnnotatedTableColumns(base: self, annotation: "disabledCustomizationBehavior(\(behavior.rawValue))")
    }
}

extension Table {
    /// Creates a table that computes its rows based on a collection of identifiable data, and has dynamically
    /// customizable columns.
    nonisolated public init<Data: RandomAccessCollection>(
        _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// Creates a table that computes its rows based on a collection of identifiable data and supports selecting zero or
    /// one row, and has dynamically customizable columns.
    nonisolated public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(single: selection))
    }

    /// Creates a table that computes its rows based on a collection of identifiable data and supports selecting
    /// multiple rows, and has dynamically customizable columns.
    nonisolated public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(multiple: selection))
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable data, and has dynamically
    /// customizable columns.
    nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sortOrder: sortOrder)
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable data and supports
    /// selecting zero or one row, and has dynamically customizable columns.
    nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(single: selection),
            sortOrder: sortOrder)
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable data and supports
    /// selecting multiple rows, and has dynamically customizable columns.
    nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: ListSelection(multiple: selection),
            sortOrder: sortOrder)
    }

    /// Creates a table with the given columns and rows, and dynamically customizable columns.
    nonisolated public init(
        of valueType: Value.Type = Value.self, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns())
    }

    /// Creates a table with the given columns and rows that supports selecting zero or one row, and dynamically
    /// customizable columns.
    nonisolated public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(single: selection))
    }

    /// Creates a table with the given columns and rows that supports selecting multiple rows, and dynamically
    /// customizable columns.
    nonisolated public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(multiple: selection))
    }

    /// Creates a sortable table with the given columns and rows, and dynamically customizable columns.
    nonisolated public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), sortOrder: sortOrder)
    }

    /// Creates a sortable table with the given columns and rows that supports selecting zero or one row, and
    /// dynamically customizable columns.
    nonisolated public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(single: selection), sortOrder: sortOrder)
    }

    /// Creates a sortable table with the given columns and rows that supports selecting multiple rows, and dynamically
    /// customizable columns.
    nonisolated public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: ListSelection(multiple: selection), sortOrder: sortOrder)
    }

    /// Creates a hierarchical table that computes its rows based on a collection of identifiable data and a key path to
    /// the children of that data.
    nonisolated public init<Data: RandomAccessCollection>(
        _ data: Data, children: KeyPath<Value, Data?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Data.Element == Value {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns())
    }

    /// Creates a hierarchical table that computes its rows based on a collection of identifiable data and a key path to
    /// the children of that data, and supports selecting zero or one row.
    nonisolated public init<Data: RandomAccessCollection>(
        _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Data.Element == Value {
        self.init(
            rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
            selection: ListSelection(single: selection))
    }

    /// Creates a hierarchical table that computes its rows based on a collection of identifiable data and a key path to
    /// the children of that data, and supports selecting multiple rows.
    nonisolated public init<Data: RandomAccessCollection>(
        _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Data.Element == Value {
        self.init(
            rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
            selection: ListSelection(multiple: selection))
    }

    /// Creates a sortable hierarchical table that computes its rows based on a collection of identifiable data and a
    /// key path to the children of that data.
    nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Value, Data?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), sortOrder: sortOrder)
    }

    /// Creates a sortable hierarchical table that computes its rows based on a collection of identifiable data and a
    /// key path to the children of that data, and supports selecting zero or one row.
    nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
            selection: ListSelection(single: selection), sortOrder: sortOrder)
    }

    /// Creates a sortable hierarchical table that computes its rows based on a collection of identifiable data and a
    /// key path to the children of that data, and supports selecting multiple rows.
    nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
            selection: ListSelection(multiple: selection), sortOrder: sortOrder)
    }
}

extension OutlineGroup
where
    Data.Element: Identifiable, ID == Data.Element.ID, Parent == TableRow<Data.Element>, Leaf == Parent,
    Subgroup == Parent
{
    /// Creates an outline group of table rows from a collection of root data elements and a key path to each
    /// element's children.
    nonisolated public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>)
    where DataElement == Data.Element {
        self.init(roots: Array(data), identify: { $0.id }, children: children, content: { TableRow($0) })
    }
}

extension OutlineGroup: TableRowContent
where Data.Element: Identifiable, Parent == TableRow<Data.Element>, Leaf == Parent, Subgroup == Parent {
    public typealias TableRowValue = Data.Element
    public var tableRowBody: Never { fatalError("OutlineGroup has no table row body") }

    /// Every row, a parent before its children.
    public func _rowValues() -> [Data.Element] { flattened(roots) }

    private func flattened(_ elements: [Data.Element]) -> [Data.Element] {
        elements.flatMap { [$0] + (childrenOf($0).map { flattened(Array($0)) } ?? []) }
    }
}
