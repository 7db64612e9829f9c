// wrong: the topic binding's setter changes a local copy of the set and never writes it back
// rejected-by: a-switch-follows-and-unfollows, kept-switches-read-the-set-now
// misconception: `var topics = wrappedValue` copies the set, a value: inserting into the copy changes nothing the
// misconception: picker owns, so the switch reads the set faithfully but can never change it. A setter must write
// misconception: the changed set back, through `wrappedValue`.
// misconception-ja: `var topics = wrappedValue` は値である集合をコピーします。コピーに挿入しても、ピッカーが持つものは
// misconception-ja: 何も変わりません。スイッチは集合を正しく読めても、変えることはできません。セッターは、変えた集合を
// misconception-ja: `wrappedValue` を通して書き戻さなければなりません。
// lesson: #derived-bindings
// The getter reads the set every time; only the writes are lost.

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
                var topics = wrappedValue
                if isFollowed {
                    topics.insert(topic)
                } else {
                    topics.remove(topic)
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
        Form {
            Text(summary)
            Toggle(
                "All topics",
                isOn: Binding(
                    get: { followed.count == Topic.allCases.count },
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
