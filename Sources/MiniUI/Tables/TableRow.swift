import Foundation

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
