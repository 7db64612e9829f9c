// 02.1's lesson: two more met while converting FieldRow: two type arguments before the type has two parameters, and
// `\.name` where only an `AnyKeyPath` is expected.
import MiniUI

struct Trail {
    var name: String
    var climb: Int
}

struct FieldRow<Root>: View {  // expected-note {{generic struct 'FieldRow' declared here}}
    let label: String
    let root: Root
    let path: AnyKeyPath
    init(_ label: String, of root: Root, at path: AnyKeyPath) {
        self.label = label
        self.root = root
        self.path = path
    }
    var body: some View { Text(label) }
}

// expected-error@+1 {{generic type 'FieldRow' specialized with too many type parameters (got 2, but expected 1)}}
let typed: FieldRow<Trail, Int>? = nil

func row(_ trail: Trail) {
    // expected-error@+1 {{cannot infer key path type from context; consider explicitly specifying a root type}}
    _ = FieldRow("Name", of: trail, at: \.name)
}
