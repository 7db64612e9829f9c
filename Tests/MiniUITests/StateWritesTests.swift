import Testing

@testable import MiniUI

/// A counter whose buttons write its state: a new value, or the value it already holds.
private struct Tally: View {
    @State private var count = 0

    var body: some View {
        Text("\(count)")
        Button("Add") { count += 1 }
        Button("Same") { count = count }
    }
}

@MainActor
@Suite("Host: counting state writes, and looking for what is not on screen")
struct StateWritesTests {
    @Test("every write to a view's state is counted, a write of the value already there too")
    func equalWritesAreCounted() {
        let host = ViewHost(Tally())
        #expect(host.takeStateWrites() == 0, "mounting writes nothing")
        host.tap("Add")
        #expect(host.takeStateWrites() == 1)
        _ = host.takeRenderLog()
        host.tap("Same")
        #expect(host.takeRenderLog().isEmpty, "an equal value runs no body again")
        #expect(host.stateWrites == 1, "but it was written")
        #expect(host.takeStateWrites() == 1)
        #expect(host.stateWrites == 0, "taking the count starts it again")
    }

    @Test("a lookup that finds nothing reports what it looked for and what the screen shows instead")
    func notOnScreenShowsTheScreen() {
        let host = ViewHost(Tally())
        let report = host.notOnScreenReport("no toggle labelled \"Lamp\" on screen (there are none)")
        #expect(
            report.hasPrefix("ViewHost: no toggle labelled \"Lamp\" on screen (there are none); the screen shows:\n"))
        #expect(report.contains("Text(\"0\")"))
        #expect(report.contains("Button(\"Add\")"))
        let empty = ViewHost(EmptyView())
        #expect(empty.notOnScreenReport("nothing on screen is refreshable").hasSuffix("the screen shows:\n(nothing)"))
    }
}
