import Foundation

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
