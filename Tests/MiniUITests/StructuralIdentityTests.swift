import MiniUI
import Testing

// Structural identity, as the WWDC21 session "Demystify SwiftUI" explains it: a view's identity is its place in
// the type structure of its parent's body, so the two branches of an `if`/`else` are two different views (two
// identities), and switching branches discards the state of the views below the one that goes away. A modifier
// whose argument changes leaves the structure as it was: the same view, its state kept. Apple's documentation of
// `AnyView` adds that whenever the type of view used with an `AnyView` changes, the old hierarchy is destroyed and a
// new one is created for the new type.

private struct Ticker: View {
    let label: String
    @State private var taps = 0
    var body: some View {
        Button("\(label) \(taps)") { taps += 1 }
    }
}

extension View {
    /// The conditional-modifier extension the session warns about: a branch that looks like a modifier.
    @ViewBuilder
    fileprivate func when<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition { transform(self) } else { self }
    }
}

private enum Styling {
    case branches, argument, conditionalModifier, erasedSameType, erasedOtherType
}

private struct Panel: View {
    let styling: Styling
    @State private var dimmed = false
    var body: some View {
        switch styling {
        case .branches:
            if dimmed { Ticker(label: "Taps").opacity(0.5) } else { Ticker(label: "Taps") }
        case .argument:
            Ticker(label: "Taps").opacity(dimmed ? 0.5 : 1)
        case .conditionalModifier:
            Ticker(label: "Taps").when(dimmed) { $0.opacity(0.5) }
        case .erasedSameType:
            AnyView(Ticker(label: "Taps").opacity(dimmed ? 0.5 : 1))
        case .erasedOtherType:
            dimmed ? AnyView(Ticker(label: "Taps").opacity(0.5)) : AnyView(Ticker(label: "Taps"))
        }
        Button("Dim") { dimmed.toggle() }
    }
}

@MainActor
@Suite("Structural identity: a branch switch discards the state below it, a changed modifier argument keeps it")
struct StructuralIdentityTests {
    /// Taps the ticker twice, dims the panel, and returns the ticker's label (its count) and the screen after.
    private func tapsAfterDimming(_ styling: Styling) -> (label: String?, screen: String) {
        let host = ViewHost(Panel(styling: styling))
        host.tap("Taps 0")
        host.tap("Taps 1")
        host.tap("Dim")
        return (host.texts.first, host.screen)
    }

    @Test("switching an if's branch discards the state of the view in the branch left")
    func branchSwitchDiscardsState() {
        let result = tapsAfterDimming(.branches)
        #expect(result.label == "Taps 0")
        #expect(result.screen.contains(".opacity(0.5)"))
    }

    @Test("a modifier whose argument changes keeps the state of the view it modifies")
    func modifierArgumentKeepsState() {
        let result = tapsAfterDimming(.argument)
        #expect(result.label == "Taps 2")
        #expect(result.screen.contains(".opacity(0.5)"))
    }

    @Test("a kept view shows its modifiers' new arguments in place of the old ones, not beside them")
    func modifierArgumentsReplaceTheOldOnes() {
        let host = ViewHost(Panel(styling: .argument))
        host.tap("Dim")
        host.tap("Dim")
        host.tap("Dim")
        #expect(host.screen.hasPrefix("Button(\"Taps 0\").opacity(0.5)\n"))
        host.tap("Dim")
        #expect(host.screen.hasPrefix("Button(\"Taps 0\").opacity(1)\n"))
    }

    @Test("a conditional-modifier extension is a branch, and discards the state as an if does")
    func conditionalModifierDiscardsState() {
        let result = tapsAfterDimming(.conditionalModifier)
        #expect(result.label == "Taps 0")
        #expect(result.screen.contains(".opacity(0.5)"))
    }

    @Test("an AnyView keeps the state while the type it wraps stays, and discards it when the type changes")
    func anyViewFollowsTheWrappedType() {
        #expect(tapsAfterDimming(.erasedSameType).label == "Taps 2")
        #expect(tapsAfterDimming(.erasedOtherType).label == "Taps 0")
    }

    @Test("switching back to the first branch does not bring its old state back")
    func switchingBackStartsAfresh() {
        let host = ViewHost(Panel(styling: .branches))
        host.tap("Taps 0")
        host.tap("Dim")
        host.tap("Taps 0")
        host.tap("Taps 1")
        host.tap("Dim")
        #expect(host.texts.first == "Taps 0")
    }
}

@MainActor
@Suite("TupleView over a parameter pack")
struct TupleViewPackTests {
    private struct Cells<each Cell: View>: View {
        let cells: (repeat each Cell)
        init(_ cell: repeat each Cell) { cells = (repeat each cell) }
        var body: some View { HStack { TupleView(cells) } }
    }

    @Test("a TupleView of a pack shows each of its views in order, and a pack of one view shows that view")
    func packOfViews() {
        #expect(ViewHost(Cells(Text("4"), Image(systemName: "tram"), Text("due"))).texts == ["4", "due"])
        #expect(ViewHost(Cells(Text("4"), Image(systemName: "tram"))).screen.contains("Image(systemName: \"tram\")"))
        #expect(ViewHost(Cells(Text("only"))).screen == "HStack\n  Text(\"only\")")
    }
}
