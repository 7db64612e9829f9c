// 02.6's lesson: `\.id` from a labelled tuple, a key path whose root lost its labels, and labels in another order.
// prints: warning: implicit reordering of tuple elements from 'score:name:' to 'name:score:' is deprecated; this will be an error in a future Swift language mode [#deprecation]
typealias Entry = (name: String, score: Int)

func paths() {
    // expected-error@+1 {{value of tuple type 'Entry' (aka '(name: String, score: Int)') has no member 'id'}}
    let missing: KeyPath<Entry, Int> = \.id
    var unlabelled: KeyPath<(String, Int), Int> = \.1
    // expected-error@+2 {{cannot assign value of type 'KeyPath<(name: String, score: Int), Int>' to type 'KeyPath<(String, Int), Int>'}}
    // expected-note@+1 {{arguments to generic parameter 'Root' ('(name: String, score: Int)' and '(String, Int)') are expected to be equal}}
    unlabelled = \Entry.score
    let reordered = (score: 3, name: "Ada")
    // expected-warning@+1 {{implicit reordering of tuple elements from 'score:name:' to 'name:score:' is deprecated; this will be an error in a future Swift language mode}}
    let entry: Entry = reordered
    _ = (missing, unlabelled, entry)
}
