// Goal: predict, for nine small screens, which bodies run again after a tap: the render log. The host
// then runs each screen and decides; where you were wrong, it shows you what happened.
// Check it: swift run puzzles check 04.5
// Lesson: Lessons/04-binding-semantics/05-predict-rerenders/README.md

/// The render log you expect after a scenario's taps: the views whose bodies run again, in order, named
/// as the host names them (`NameRow[id: Grace]` for a view in a ForEach row). `[]` means no body runs,
/// so the screen keeps showing what it showed.
///
/// Read each screen in Scenarios.swift, decide, then run the check. `nil` means "not predicted yet": the
/// check does not show the host's answer for a scenario until you have predicted it.
func predictedRenderLog(for scenario: Scenario) -> [String]? {
    switch scenario {
    case .appendToStateArray:
        // TODO: NamesScreen, after "Add Grace". Which of NamesScreen, NameRow[id: Ada], NameRow[id: Grace]?
        return nil
    case .classProperty:
        // TODO: CounterScreen, after "Increment".
        return nil
    case .publishedButUnobserved:
        // TODO: ScoreScreen, after "Score".
        return nil
    case .observedObject:
        // TODO: ObservedScoreScreen, after "Score". Does Legend run too?
        return nil
    case .stateArrayOfStructs:
        // TODO: ValueFlagsScreen, after "Switch Wi-Fi".
        return nil
    case .stateArrayOfClasses:
        // TODO: ObjectFlagsScreen, after "Switch Wi-Fi".
        return nil
    case .appendAfterClassChange:
        // TODO: ObjectFlagsScreen, after "Switch Wi-Fi" and then "Add Radio". Which rows run?
        return nil
    case .appendAfterClassChangeInline:
        // TODO: InlineFlagsScreen, after the same two taps. Its rows are texts, not views of their own.
        return nil
    case .observedButUnreadWithClosure:
        // TODO: CheerScreen, after "Cheer". Which of CheerScreen, CheerBanner, CheerButton?
        return nil
    }
}

/// What the Wi-Fi row shows once the taps of the two append scenarios are done: "Wi-Fi: on" or
/// "Wi-Fi: off". The other scenarios do not ask. `nil` means "not predicted yet".
func predictedWiFiRow(after scenario: Scenario) -> String? {
    switch scenario {
    case .appendAfterClassChange:
        // TODO: Does the append bring ObjectFlagsScreen's Wi-Fi row up to date with its object?
        return nil
    case .appendAfterClassChangeInline:
        // TODO: And InlineFlagsScreen's?
        return nil
    default:
        return nil
    }
}
