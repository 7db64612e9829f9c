// 06.6's lesson: a computed property of several views, without the builder's attribute.
import MiniUI

struct FarePanel: View {
    let hasStudentFare: Bool
    // expected-error@+1 {{function declares an opaque return type, but has no return statements in its body from which to infer an underlying type}}
    var discounts: some View {
        Text("Children under 6 ride free")  // expected-warning {{result of 'Text' initializer is unused}}
        if hasStudentFare {
            Text("Students: half fare")  // expected-warning {{result of 'Text' initializer is unused}}
        }
    }
    var body: some View { discounts }
}
