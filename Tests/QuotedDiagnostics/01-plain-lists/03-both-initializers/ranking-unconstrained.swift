// 01.3's lesson: the ranking's forwarding initializer in an extension that asks only for `Element: Comparable`.
struct Ranking<Element, Key: Comparable> {
    let elements: [Element]
    init(_ elements: [Element], by key: KeyPath<Element, Key>) {
        self.elements = elements.sorted { $0[keyPath: key] < $1[keyPath: key] }
    }
}

extension Ranking where Element: Comparable {
    init(_ elements: [Element]) {
        // expected-error@+2 {{cannot convert value of type 'KeyPath<Element, Element>' to expected argument type 'KeyPath<Element, Key>'}}
        // expected-note@+1 {{arguments to generic parameter 'Value' ('Element' and 'Key') are expected to be equal}}
        self.init(elements, by: \.self)
    }
}
