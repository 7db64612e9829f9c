// A bell tower's change-ringing drill: sensory feedback in all its forms (SwiftUI 17+): a fixed feedback on a
// trigger, with a condition, chosen by a closure with or without the old and new values, impacts by weight or
// by flexibility with an intensity, and `.pathComplete` (17.5).
import Foundation
import MiniUI

enum RingPhase: Equatable {
    case rounds, changes, standing
}

struct BellRingerDrill: View {
    @State private var strokes = 0
    @State private var phase = RingPhase.rounds
    @State private var firmness = 0.6
    @State private var tracedMethod = false
    @State private var muffled = false

    private var feel: SensoryFeedback {
        muffled ? .impact(flexibility: .soft, intensity: firmness) : .impact(flexibility: .rigid, intensity: 0.9)
    }

    private func landing(on phase: RingPhase) -> SensoryFeedback? {
        phase == .standing ? .impact(weight: .heavy) : nil
    }

    var body: some View {
        VStack(spacing: 16) {
            Text("Stroke \(strokes)")
                .font(.largeTitle.monospacedDigit())
            Button("Pull") { strokes += 1 }
                .sensoryFeedback(feel, trigger: strokes)
            Toggle("Muffled bells", isOn: $muffled)
            Slider(value: $firmness, in: 0.1...1)
                .sensoryFeedback(.impact(weight: .light, intensity: firmness), trigger: firmness)
            Picker("Phase", selection: $phase) {
                Text("Rounds").tag(RingPhase.rounds)
                Text("Changes").tag(RingPhase.changes)
                Text("Stand").tag(RingPhase.standing)
            }
            .pickerStyle(.segmented)
            .sensoryFeedback(.selection, trigger: phase) { old, _ in old == .rounds }
            .sensoryFeedback(trigger: phase) { _, new in landing(on: new) }
            Button("Trace the method") { tracedMethod.toggle() }
                .sensoryFeedback(trigger: tracedMethod) {
                    tracedMethod ? .pathComplete : nil
                }
                .sensoryFeedback(.impact(flexibility: .solid), trigger: strokes.isMultiple(of: 12))
        }
        .padding()
    }
}
