import MiniUI
import Testing

// `ForEach(_:content:)` over a `Range<Int>` is for constant data: SwiftUI reads the first range only.

private struct Tally: View {
    @State var marks = ["north", "south"]
    var body: some View {
        VStack {
            ForEach(0..<marks.count) { index in Text(marks[index]) }
            Button("Add") { marks.append("east") }
            Button("Rename") { marks[0] = "NORTH" }
        }
    }
}

private struct IndexedTally: View {
    @State var marks = ["north", "south"]
    var body: some View {
        VStack {
            ForEach(marks.indices, id: \.self) { index in Text(marks[index]) }
            Button("Add") { marks.append("east") }
        }
    }
}

@MainActor
@Suite("ForEach over a constant range")
struct ConstantRangeTests {
    @Test("keeps its first range and warns in SwiftUI's words when the count changes")
    func keepsTheFirstRange() {
        let host = ViewHost(Tally())
        #expect(host.texts == ["north", "south", "Add", "Rename"])
        host.tap("Add")
        #expect(host.texts == ["north", "south", "Add", "Rename"])
        #expect(
            host.warnings == [
                "ForEach<Range<Int>, Int, Text> count (3) != its initial count (2). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"
            ])
    }

    @Test("still shows changed elements within the first range, without a warning")
    func updatesElementsInRange() {
        let host = ViewHost(Tally())
        host.tap("Rename")
        #expect(host.texts == ["NORTH", "south", "Add", "Rename"])
        #expect(host.warnings.isEmpty)
    }

    @Test("over indices with an explicit id, rows follow the data")
    func indicesFollowTheData() {
        let host = ViewHost(IndexedTally())
        host.tap("Add")
        #expect(host.texts == ["north", "south", "east", "Add"])
        #expect(host.warnings.isEmpty)
    }
}
