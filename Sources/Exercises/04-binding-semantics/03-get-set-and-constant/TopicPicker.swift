// Goal: replace constant bindings, which compile and never move, with bindings made from a getter and a
// setter: one over the view's state, and one derived from another binding.
// Check it: swift run puzzles check 04.3
// Lesson: Lessons/04-binding-semantics/03-get-set-and-constant/README.md

import MiniUI

/// The topics a reader can follow.
enum Topic: String, CaseIterable, Identifiable {
    case swift, design, music

    var id: Self { self }
    var title: String { rawValue.capitalized }
}

extension Binding where Value == Set<Topic> {
    /// A switch for one topic, derived from a binding to the whole set: it is on while the set contains
    /// the topic; setting it to true inserts the topic, setting it to false removes it.
    ///
    ///     Toggle("Swift", isOn: $followed.contains(.swift))
    func contains(_ topic: Topic) -> Binding<Bool> {
        // TODO: A constant never changes, whatever the toggle writes. Return a binding that asks this
        //       binding for the set each time it is read, and that follows or unfollows `topic` according to
        //       the value it is given when it is written, in the set as it is then.
        .constant(wrappedValue.contains(topic))
    }
}

/// A list of topics to follow, with a switch for all of them at once.
struct TopicPicker: View {
    @State private var followed: Set<Topic>

    init(following: Set<Topic> = []) {
        _followed = State(initialValue: following)
    }

    var body: some View {
        Form {
            Text(summary)
            // TODO: On when every topic is followed; switching it on follows them all, off follows none.
            //       Make that binding here, over `followed`, from a getter and a setter.
            Toggle("All topics", isOn: .constant(followed.count == Topic.allCases.count))
            ForEach(Topic.allCases) { topic in
                Toggle(topic.title, isOn: $followed.contains(topic))
            }
        }
    }

    private var summary: String {
        let titles = Topic.allCases.filter(followed.contains).map(\.title)
        return titles.isEmpty ? "Following nothing" : "Following " + titles.joined(separator: ", ")
    }
}
