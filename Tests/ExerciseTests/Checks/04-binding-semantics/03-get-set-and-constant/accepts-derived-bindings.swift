// check: compiles
// `contains(_:)` derives a Binding<Bool> from any Binding<Set<Topic>>: one projected from a @State, one
// handed to a child as a @Binding, or a constant in a preview.
import MiniUI

@testable import Exercise04_3

struct FollowRow: View {
    @Binding var followed: Set<Topic>
    let topic: Topic

    var body: some View {
        Toggle(topic.title, isOn: $followed.contains(topic))
    }
}

struct Onboarding: View {
    @State private var followed: Set<Topic> = []

    var body: some View {
        FollowRow(followed: $followed, topic: .design)
        Toggle("Music", isOn: $followed.contains(.music))
        Toggle("Swift (preview)", isOn: Binding.constant(Set([Topic.swift])).contains(.swift))
        TopicPicker()
        TopicPicker(following: [.swift, .music])
    }
}

@MainActor
func spellTheType(_ followed: Binding<Set<Topic>>) -> Binding<Bool> {
    followed.contains(.swift)
}
