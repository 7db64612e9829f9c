// 05.1's lesson: a wrapper without `wrappedValue`.
@propertyWrapper
// expected-error@+1 {{property wrapper type 'Lateinit' does not contain a non-static property named 'wrappedValue'}}
struct Lateinit<Value> {
    private var value: Value?
}
