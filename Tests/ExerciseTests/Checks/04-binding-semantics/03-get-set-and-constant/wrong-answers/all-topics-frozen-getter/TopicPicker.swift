// wrong: the "All topics" binding's getter returns an answer worked out when `body` ran
// rejected-by: kept-switches-read-the-set-now
// misconception: A binding's getter is asked again whenever the switch reads it, perhaps long after `body` ran: an
// misconception: answer worked out in `body` and returned by `get:` is frozen at that moment. The screen hides it
// misconception: because each change runs the body again, but a binding kept across a change reads the old answer;
// misconception: work the answer out inside `get:`.
// misconception-ja: バインディングのゲッターは、スイッチが読むたびに、`body` が実行されてからずっと後にも呼ばれます。
// misconception-ja: `body` で計算しておいた答えを `get:` で返すと、その時点で凍ります。変化のたびに body が実行し直される
// misconception-ja: ので画面では見えませんが、変化をまたいで持たれたバインディングは古い答えを読みます。答えは `get:` の中で
// misconception-ja: 計算します。
// lesson: #a-binding-is-a-computed-property
// Every switch moves on screen; only a binding held across a change shows the answer it froze.

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
    ///
    /// Like a computed property, the new binding stores nothing: its getter asks this binding for the set
    /// each time, and its setter writes a changed set back through it, so the owner of the set (a
    /// `@State`, say) sees the change and its readers run again. The setter uses the value it is given
    /// rather than flipping membership, so writing `true` twice leaves the topic followed.
    func contains(_ topic: Topic) -> Binding<Bool> {
        Binding<Bool>(
            get: { wrappedValue.contains(topic) },
            set: { isFollowed in
                if isFollowed {
                    wrappedValue.insert(topic)
                } else {
                    wrappedValue.remove(topic)
                }
            }
        )
    }
}

/// A list of topics to follow, with a switch for all of them at once.
struct TopicPicker: View {
    @State private var followed: Set<Topic>

    init(following: Set<Topic> = []) {
        _followed = State(initialValue: following)
    }

    var body: some View {
        let followsAll = followed.count == Topic.allCases.count
        Form {
            Text(summary)
            Toggle(
                "All topics",
                isOn: Binding(
                    get: { followsAll },
                    set: { followsAll in followed = followsAll ? Set(Topic.allCases) : [] }
                )
            )
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
