// wrong: expects a change to a class instance's property to re-render the view that shows it
// rejected-by: the-host-decides
// misconception: Changing a property of a class instance writes nothing the host watches: the view, or the `@State`
// misconception: array, still holds the same reference.
// misconception-ja: クラスのインスタンスのプロパティを変えても、ホストが監視しているものには何も書き込まれません。
// misconception-ja: View や `@State` の配列は同じ参照を持ったままです。
// lesson: #what-counts-as-a-write

/// The render log you expect after a scenario's taps: the views whose bodies run again, in order, named
/// as the host names them (`NameRow[id: Grace]` for a view in a ForEach row). `[]` means no body runs,
/// so the screen keeps showing what it showed.
///
/// The rule behind every answer: a body runs again when something it read and the host watches has
/// changed (a `@State`, an object it observes), or when its parent ran and gave it different inputs.
func predictedRenderLog(for scenario: Scenario) -> [String]? {
    switch scenario {
    case .appendToStateArray:
        // The array is state and it changed. Ada's row gets the same name as before, so it is skipped;
        // Grace's row is new.
        return ["NamesScreen", "NameRow[id: Grace]"]
    case .classProperty:
        // The view holds a reference, and the reference did not change. The count did, unseen.
        return ["CounterScreen"]
    case .publishedButUnobserved:
        // @Published announces the change, but nobody subscribed: a plain `let` does not observe.
        return []
    case .observedObject:
        // @ObservedObject subscribes, so the screen runs; Legend has no inputs that changed.
        return ["ObservedScoreScreen"]
    case .stateArrayOfStructs:
        // Changing an element of an array of values changes the array, which is state. Only the Wi-Fi
        // row's input differs.
        return ["ValueFlagsScreen", "FlagRow[id: Wi-Fi]"]
    case .stateArrayOfClasses:
        // The array still holds the same two references: as far as @State can tell, nothing changed.
        return ["ObjectFlagsScreen", "FlagBoxRow[id: Wi-Fi]"]
    case .appendAfterClassChange:
        // The append changes the array, so the screen runs and makes the new row. The Wi-Fi row is given
        // the same reference as before, so it is skipped, and keeps showing "off" although the object
        // says on.
        return ["ObjectFlagsScreen", "FlagBoxRow[id: Radio]"]
    case .appendAfterClassChangeInline:
        // The same append runs the screen again. Its rows are not views of their own, only texts its body
        // builds, so running it reads every object's `isOn` afresh.
        return ["InlineFlagsScreen"]
    case .observedButUnreadWithClosure:
        // @ObservedObject subscribes to the whole object: every objectWillChange runs the screen, although
        // its body never reads `cheers`. CheerBanner gets the same title and is skipped; CheerButton holds
        // a closure, which cannot be compared, so it counts as changed whenever its parent runs.
        return ["CheerScreen", "CheerButton"]
    }
}

/// What the Wi-Fi row shows once the taps of the two append scenarios are done: "Wi-Fi: on" or
/// "Wi-Fi: off". The other scenarios do not ask.
///
/// A row catches up with its object only if the body that builds its text runs again. In
/// `ObjectFlagsScreen` that body is `FlagBoxRow`'s, and the append gives the row the same reference as
/// before, so the host skips it. In `InlineFlagsScreen` the text is built by the screen's own body, which
/// the append runs.
func predictedWiFiRow(after scenario: Scenario) -> String? {
    switch scenario {
    case .appendAfterClassChange:
        return "Wi-Fi: off"
    case .appendAfterClassChangeInline:
        return "Wi-Fi: on"
    default:
        return nil
    }
}
