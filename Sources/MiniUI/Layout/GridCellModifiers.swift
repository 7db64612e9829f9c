import Foundation

extension View {
    /// Asks grid layouts not to offer the view extra size in the specified axes.
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        let names = [(Axis.Set.horizontal, ".horizontal"), (Axis.Set.vertical, ".vertical")]
            .filter { axes.contains($0.0) }.map(\.1)
        return annotated(".gridCellUnsizedAxes([\(names.joined(separator: ", "))])")
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell.
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        annotated(".gridCellAnchor")
    }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        annotated(".gridColumnAlignment")
    }

    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    nonisolated public func gridCellColumns(_ count: Int) -> some View {
        annotated(".gridCellColumns(\(count))")
    }
}
