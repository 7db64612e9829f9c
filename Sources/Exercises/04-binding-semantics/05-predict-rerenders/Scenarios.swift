// Goal: predict, for nine small screens, which bodies run again after a tap: the render log. The host
// then runs each screen and decides; where you were wrong, it shows you what happened.
// Check it: swift run puzzles check 04.5
// Lesson: Lessons/04-binding-semantics/05-predict-rerenders/README.md
//
// Nine small screens, each with a button or two. You predict what the host does when the buttons are
// tapped (in Predictions.swift); the check taps them and compares.
// given: read these screens; do not change them (the checks use the kit's own copy).

import MiniUI

/// The nine experiments, in the order the check runs them.
enum Scenario: String, CaseIterable {
    /// `NamesScreen`, tap "Add Grace": append to a `@State` array.
    case appendToStateArray
    /// `CounterScreen`, tap "Increment": change a property of a plain class instance.
    case classProperty
    /// `ScoreScreen`, tap "Score": change a `@Published` property of an object nobody observes.
    case publishedButUnobserved
    /// `ObservedScoreScreen`, tap "Score": the same object, held with `@ObservedObject`.
    case observedObject
    /// `ValueFlagsScreen`, tap "Switch Wi-Fi": change an element's property in a `@State` array of structs.
    case stateArrayOfStructs
    /// `ObjectFlagsScreen`, tap "Switch Wi-Fi": the same change in a `@State` array of class instances.
    case stateArrayOfClasses
    /// `ObjectFlagsScreen`, tap "Switch Wi-Fi", then "Add Radio": the same change, then an append.
    case appendAfterClassChange
    /// `InlineFlagsScreen`, tap "Switch Wi-Fi", then "Add Radio": the same taps, on a screen that builds its
    /// rows inline instead of with a row view.
    case appendAfterClassChangeInline
    /// `CheerScreen`, tap "Cheer": an observed object's `@Published` property changes, which the screen never
    /// reads; the screen hands one child a title and another a closure.
    case observedButUnreadWithClosure

    /// The screen, mounted in a fresh host.
    @MainActor
    func mount() -> ViewHost {
        switch self {
        case .appendToStateArray: ViewHost(NamesScreen())
        case .classProperty: ViewHost(CounterScreen(counter: Counter()))
        case .publishedButUnobserved: ViewHost(ScoreScreen(score: Score()))
        case .observedObject: ViewHost(ObservedScoreScreen(score: Score()))
        case .stateArrayOfStructs: ViewHost(ValueFlagsScreen())
        case .stateArrayOfClasses, .appendAfterClassChange: ViewHost(ObjectFlagsScreen())
        case .appendAfterClassChangeInline: ViewHost(InlineFlagsScreen())
        case .observedButUnreadWithClosure: ViewHost(CheerScreen(tally: CheerTally()))
        }
    }

    /// The buttons the check taps, in order.
    var taps: [String] {
        switch self {
        case .appendToStateArray: ["Add Grace"]
        case .classProperty: ["Increment"]
        case .publishedButUnobserved, .observedObject: ["Score"]
        case .stateArrayOfStructs, .stateArrayOfClasses: ["Switch Wi-Fi"]
        case .appendAfterClassChange, .appendAfterClassChangeInline: ["Switch Wi-Fi", "Add Radio"]
        case .observedButUnreadWithClosure: ["Cheer"]
        }
    }
}

// MARK: - Appending to a @State array

struct NamesScreen: View {
    @State private var names = ["Ada"]

    var body: some View {
        Text("\(names.count) names")
        ForEach(names, id: \.self) { name in
            NameRow(name: name)
        }
        Button("Add Grace") { names.append("Grace") }
    }
}

struct NameRow: View {
    let name: String

    var body: some View {
        Text(name)
    }
}

// MARK: - A property of a plain class instance

final class Counter {
    var count = 0
}

struct CounterScreen: View {
    let counter: Counter

    var body: some View {
        Text("Count: \(counter.count)")
        Button("Increment") { counter.count += 1 }
    }
}

// MARK: - @Published, observed or not

final class Score: ObservableObject {
    @Published var points = 0
}

struct ScoreScreen: View {
    let score: Score

    var body: some View {
        Text("Points: \(score.points)")
        Button("Score") { score.points += 1 }
    }
}

struct ObservedScoreScreen: View {
    @ObservedObject var score: Score

    var body: some View {
        Text("Points: \(score.points)")
        Legend()
        Button("Score") { score.points += 1 }
    }
}

struct Legend: View {
    var body: some View {
        Text("One point per goal")
    }
}

// MARK: - A @State array of structs

struct Flag: Identifiable {
    let name: String
    var isOn: Bool

    var id: String { name }
}

struct FlagRow: View {
    let flag: Flag

    var body: some View {
        Text("\(flag.name): \(flag.isOn ? "on" : "off")")
    }
}

struct ValueFlagsScreen: View {
    @State private var flags = [Flag(name: "Wi-Fi", isOn: false), Flag(name: "Bluetooth", isOn: false)]

    var body: some View {
        ForEach(flags) { flag in
            FlagRow(flag: flag)
        }
        Button("Switch Wi-Fi") { flags[0].isOn.toggle() }
    }
}

// MARK: - A @State array of class instances

final class FlagBox: Identifiable {
    let name: String
    var isOn: Bool

    init(name: String, isOn: Bool) {
        self.name = name
        self.isOn = isOn
    }

    var id: String { name }
}

struct FlagBoxRow: View {
    let flag: FlagBox

    var body: some View {
        Text("\(flag.name): \(flag.isOn ? "on" : "off")")
    }
}

struct ObjectFlagsScreen: View {
    @State private var flags = [FlagBox(name: "Wi-Fi", isOn: false), FlagBox(name: "Bluetooth", isOn: false)]

    var body: some View {
        ForEach(flags) { flag in
            FlagBoxRow(flag: flag)
        }
        Button("Switch Wi-Fi") { flags[0].isOn.toggle() }
        Button("Add Radio") { flags.append(FlagBox(name: "Radio", isOn: false)) }
    }
}

// MARK: - The same objects, with rows built inline

struct InlineFlagsScreen: View {
    @State private var flags = [FlagBox(name: "Wi-Fi", isOn: false), FlagBox(name: "Bluetooth", isOn: false)]

    var body: some View {
        ForEach(flags) { flag in
            Text("\(flag.name): \(flag.isOn ? "on" : "off")")
        }
        Button("Switch Wi-Fi") { flags[0].isOn.toggle() }
        Button("Add Radio") { flags.append(FlagBox(name: "Radio", isOn: false)) }
    }
}

// MARK: - An observed object nobody reads, and a child that holds a closure

final class CheerTally: ObservableObject {
    @Published var cheers = 0
}

struct CheerScreen: View {
    @ObservedObject var tally: CheerTally

    var body: some View {
        Text("Stadium")
        CheerBanner(title: "Go team")
        CheerButton(title: "Cheer") { tally.cheers += 1 }
    }
}

struct CheerBanner: View {
    let title: String

    var body: some View {
        Text(title)
    }
}

struct CheerButton: View {
    let title: String
    let action: @MainActor () -> Void

    var body: some View {
        Button(title, action: action)
    }
}
