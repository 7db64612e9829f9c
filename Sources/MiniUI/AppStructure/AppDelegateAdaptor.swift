import Foundation

/// A property wrapper type that you use to create a UIKit app delegate, inside an `App`.
///
/// ```swift
/// @UIApplicationDelegateAdaptor private var appDelegate: FerryAppDelegate
/// ```
///
/// MiniUI runs no app and makes no delegate: Foundation's `NSObject` on Linux has no required initializer,
/// so a delegate cannot be made from its type. The wrapper compiles as SwiftUI's does; reading the delegate
/// stops the program with a message that says so.
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    /// Creates a UIKit app delegate adaptor.
    @MainActor @preconcurrency
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    /// The underlying app delegate.
    @MainActor @preconcurrency
    public var wrappedValue: DelegateType {
        fatalError(
            "MiniUI does not make app delegates: \(DelegateType.self) would need a required initializer on Linux")
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Creates a UIKit app delegate adaptor using a delegate that's an observable object; SwiftUI also puts
    /// it in the environment.
    @MainActor @preconcurrency
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    /// A projection of the observed object that creates bindings to its properties using dynamic member
    /// lookup.
    @MainActor @preconcurrency
    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        ObservedObject<DelegateType>.Wrapper(object: wrappedValue)
    }
}
