// The picture of this lesson (example.png): the recipe screen, which hears its steps and shows their total once;
// then the recipe whose summary is a StepRow inside what it hears, over three updates, its total growing each
// time. `swift run puzzles dev pictures 07.3` draws it again.
import MiniUI

struct RecipeStep: Identifiable {
    let id: Int
    let text: String
    let minutes: Int
}

let steps = [
    RecipeStep(id: 1, text: "Soak the oats", minutes: 5),
    RecipeStep(id: 2, text: "Simmer", minutes: 20),
    RecipeStep(id: 3, text: "Rest", minutes: 10),
]

// shown: begin
struct TotalMinutesKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}
// shown: end

// shown: begin
struct StepRow: View {
    let step: RecipeStep

    var body: some View {
        Text("\(step.text) (\(step.minutes) min)")
            .preference(key: TotalMinutesKey.self, value: step.minutes)
    }
}

struct RecipeScreen: View {
    let steps: [RecipeStep]
    @State private var total = 0

    var body: some View {
        VStack {
            Text("Ready in \(total) min")
            VStack {
                ForEach(steps) { step in StepRow(step: step) }
            }
            .onPreferenceChange(TotalMinutesKey.self) { total = $0 }
        }
    }
}
// shown: end

struct LoopingRecipe: View {
    let steps: [RecipeStep]
    @State private var total = 0

    var body: some View {
        // shown: begin
        VStack {
            StepRow(step: RecipeStep(id: 0, text: "Ready in", minutes: total))
            ForEach(steps) { step in StepRow(step: step) }
        }
        .onPreferenceChange(TotalMinutesKey.self) { total = $0 }
        // shown: end
    }
}

_ = ViewHost(RecipeScreen(steps: steps))
let looping = ViewHost(LoopingRecipe(steps: steps))
_ = looping.screen
_ = looping.screen
