// 06.6's lesson: a stored closure without the builder's attribute, given a block of two views.
import MiniUI

// expected-note@+1 {{required by generic struct 'FareTable' where 'Rows' = '()'}}
struct FareTable<Rows: View>: View {
    let zone: String
    let rows: () -> Rows
    var body: some View {
        VStack {
            Text(zone)
            rows()
        }
    }
}

@MainActor
func makeTable() {
    // expected-error@+2 {{type '()' cannot conform to 'View'}}
    // expected-note@+1 {{only concrete types such as structs, enums and classes can conform to protocols}}
    _ = FareTable(zone: "A") {
        Text("Single: 2.80")
        Text("Day pass: 7.50")
    }
}
