// 04.6's lesson: a handle with the attribute and no subscript.
// expected-error@+1 {{'@dynamicMemberLookup' requires 'Handle' to have a 'subscript(dynamicMember:)' method that accepts either 'ExpressibleByStringLiteral' or a key path}}
@dynamicMemberLookup
struct Handle<Value> {
    let read: () -> Value
    let write: (Value) -> Void
}
