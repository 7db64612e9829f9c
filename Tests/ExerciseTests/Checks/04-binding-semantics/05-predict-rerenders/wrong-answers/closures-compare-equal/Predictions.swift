// wrong: predicts that a child holding a closure is skipped when its parent runs
// rejected-by: the-host-decides
// misconception: A closure cannot be compared, so a view that stores one counts as changed whenever its
// misconception: parent runs: its body runs too, although the closure does the same as before.
// misconception-ja: クロージャは比較できないので、クロージャを保存しているビューは、親が実行されるたびに変わったものと
// misconception-ja: 見なされます。クロージャが前と同じことをするとしても、その body も実行されます。
// lesson: #four-reasons-a-body-runs-again

/// The render log you expect after a scenario's taps: the views whose bodies run again, in order, named
/// as the host names them (`NameRow[id: Grace]` for a view in a ForEach row). `[]` means no body runs,
/// so the screen keeps showing what it showed.
///
/// The rule behind every answer: a body runs again when something it watches was written (a `@State` it
/// read, or any change announced by an object it holds with `@ObservedObject`, read or not), or when its
/// parent ran and gave it inputs that differ (a stored closure always differs).
func predictedRenderLog(for scenario: Scenario) -> [String]? {
    switch scenario {
    case .appendToStateArray:
        // The array is state and it changed. Ada's row gets the same name as before, so it is skipped;
        // Grace's row is new.
        return ["NamesScreen", "NameRow[id: Grace]"]
    case .classProperty:
        // The view holds a reference, and the reference did not change. The count did, unseen.
        return []
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
        return []
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
        return ["CheerScreen"]
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
