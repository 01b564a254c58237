// Created by featuregen from Specs/Order.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The Order screen. It owns its `OrderViewState`, shows its fields and calls its event
  /// methods. A starting point: make it yours.
  struct OrderView: View {
    @State private var viewState: OrderViewState

    /// The app shows `OrderView()`; previews and tests pass a view state of their own.
    init(viewState: OrderViewState = OrderViewState()) {
      _viewState = State(initialValue: viewState)
    }

    var body: some View {
      List {
        Section("Orders") {
          ForEach(viewState.orders) { order in
            Button(order.title) {
              viewState.onSelectOrder(order)
            }
          }
        }
        if let error = viewState.error {
          Text(error)
            .foregroundStyle(.red)
        }
        if let selectedOrder = viewState.selectedOrder {
          LabeledContent("Selected order", value: selectedOrder.title)
        }
      }
      .overlay {
        if viewState.isLoading {
          ProgressView()
        }
      }
      .task { @MainActor in
        await viewState.onLoadOrders().finish()
      }
      .refreshable { @MainActor in
        await viewState.onLoadOrders().finish()
      }
    }
  }

  #Preview("Sample state") {
    OrderView(viewState: .preview())
  }

  #Preview("Initial state") {
    OrderView(viewState: .preview(sample: false))
  }

  extension OrderViewState {
    /// A view state for previews: a repository that answers at once with sample data,
    /// stores of its own (not the app's) and, unless `sample` is false, sample data.
    fileprivate static func preview(sample: Bool = true) -> OrderViewState {
      let viewState = OrderViewState(
        repository: PreviewOrderRepository(),
        orderStore: OrderStore()
      )
      guard sample else { return viewState }
      let orders = (1...3).map { index in
        Order(id: index, title: "Title \(index)")
      }
      viewState.orderStore.orders = orders
      viewState.selectedOrder = Order(id: 1, title: "Title 1")
      return viewState
    }
  }

  /// Answers the Order screen's calls at once, with sample data.
  private struct PreviewOrderRepository: OrderRepositoryProtocol {
    func fetchOrders() async throws -> [Order] {
      let orders = (1...3).map { index in
        Order(id: index, title: "Title \(index)")
      }
      return orders
    }
  }
#endif
