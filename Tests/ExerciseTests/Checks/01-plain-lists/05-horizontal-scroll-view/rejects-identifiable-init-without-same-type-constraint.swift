// check: rejects
// The error this exercise is about, written against your HorizontalScrollView: an initializer whose `where`
// clause asks only for `Data.Element: Identifiable`. The key path `\.id` is then a
// `KeyPath<Data.Element, Data.Element.ID>`, and your key-path initializer wants a `KeyPath<Data.Element, ID>`:
// the compiler cannot assume that the two id types are one until `Data.Element.ID == ID` says so.
import MiniUI

@testable import Exercise01_5

extension HorizontalScrollView {
    init(identified data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable {
        // expected-error@+2 {{'KeyPath<Data.Element, Data.Element.ID>' to expected argument type 'KeyPath<Data.Element, ID>'}}
        // expected-note@+1 {{('Data.Element.ID' and 'ID') are expected to be equal}}
        self.init(data, id: \.id, content: content)
    }
}
